import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { XpChart } from '../components/XpChart';
import { goToStep, nextStep } from '../state/demoSlice';
import { activeQuest, bonusXP, unlockedBadgeQuests } from '../state/selectors';
import { useDemo, useDemoDispatch } from '../state/store';

export function BadgeStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const unlocked = unlockedBadgeQuests(state);
  const quest = activeQuest(state);
  return (
    <>
      <StepHeading>
        {t(unlocked.length > 0 ? 'badge.headingUnlocked' : 'badge.headingLocked')}
      </StepHeading>
      <p className="demo-lead">{t('badge.lead')}</p>
      <div className="demo-split">
        <div>
          {unlocked.length > 0 ? (
            <ul className="demo-badge-list">
              {unlocked.map((q) => (
                <li key={q.badge.id} className="demo-card demo-badge" data-badge={q.badge.id}>
                  <span className="demo-badge-medal" aria-hidden="true">
                    ★
                  </span>
                  <div>
                    <p className="demo-badge-label">{t('badge.unlockedLabel')}</p>
                    <h3>{t(`quests.items.${q.id}.badgeName`)}</h3>
                    <p>{t(`quests.items.${q.id}.badgeDescription`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="demo-card">
              {quest && (
                <p>{t('badge.locked', { name: t(`quests.items.${quest.id}.badgeName`) })}</p>
              )}
              <button
                type="button"
                className="demo-button demo-button--secondary"
                onClick={() => dispatch(goToStep(3))}
              >
                {t('badge.finishQuest')}
              </button>
            </div>
          )}
        </div>
        <XpChart xp={state.earnedXP} bonus={bonusXP(state)} />
      </div>
      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(nextStep())}>
          {t('nav.continue')}
        </button>
      </div>
    </>
  );
}
