import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { PillarTag } from '../components/PillarTags';
import { MAX_SELECTED_QUESTS } from '../constants';
import { DEMO_QUESTS } from '../content/quests';
import { chooseQuest, toggleQuest } from '../state/demoSlice';
import { canSelectMoreQuests } from '../state/selectors';
import { useDemo, useDemoDispatch } from '../state/store';

export function QuestsStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const roomLeft = canSelectMoreQuests(state);
  const interests = state.userInputs.interests;
  // Quests matching the visitor's interests come first.
  const quests = [...DEMO_QUESTS].sort(
    (a, b) => Number(interests.includes(b.interest)) - Number(interests.includes(a.interest)),
  );
  return (
    <>
      <StepHeading>{t('quests.heading')}</StepHeading>
      <p className="demo-lead">{t('quests.lead', { max: MAX_SELECTED_QUESTS })}</p>
      <p className="demo-status" role="status">
        {t('quests.selectedCount', {
          count: state.selectedQuests.length,
          max: MAX_SELECTED_QUESTS,
        })}
        {!roomLeft && <> {t('quests.limitReached')}</>}
      </p>
      <ul className="demo-quest-grid">
        {quests.map((q) => {
          const selected = state.selectedQuests.includes(q.id);
          const titleId = `demo-quest-${q.id}`;
          return (
            <li
              key={q.id}
              className={`demo-card demo-quest${selected ? ' demo-quest--selected' : ''}`}
            >
              <article aria-labelledby={titleId} data-quest={q.id}>
                <h3 id={titleId}>{t(`quests.items.${q.id}.title`)}</h3>
                {interests.includes(q.interest) && (
                  <p className="demo-tag">{t('quests.recommended')}</p>
                )}
                <p className="demo-appeal">{t(`quests.items.${q.id}.appeal`)}</p>
                <p>{t(`quests.items.${q.id}.description`)}</p>
                <p className="demo-quest-meta">
                  <strong>{t('quests.totalXP', { xp: q.totalXP })}</strong>
                  <span className="demo-sr-only"> · {t('quests.pillarsLabel')}:</span>
                  <span className="demo-pillars">
                    {q.pillars.map((p) => (
                      <PillarTag key={p} pillar={p} />
                    ))}
                  </span>
                </p>
                <div className="demo-actions">
                  <button
                    type="button"
                    className="demo-button demo-button--secondary"
                    aria-pressed={selected}
                    aria-describedby={titleId}
                    disabled={!selected && !roomLeft}
                    onClick={() => dispatch(toggleQuest(q.id))}
                  >
                    {t(selected ? 'quests.remove' : 'quests.add')}
                  </button>
                  <button
                    type="button"
                    className="demo-button"
                    aria-describedby={titleId}
                    disabled={!selected && !roomLeft}
                    onClick={() => dispatch(chooseQuest(q.id))}
                  >
                    {t('quests.start')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
