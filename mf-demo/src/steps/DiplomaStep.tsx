import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { findQuest } from '../content/quests';
import { chooseFreeTier, chooseVisionTier, generateDiploma, nextStep } from '../state/demoSlice';
import { questProgress } from '../state/selectors';
import { useDemo, useDemoDispatch } from '../state/store';

export function DiplomaStep() {
  const { t, i18n } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const diploma = state.generatedDiploma;
  const quest = findQuest(diploma?.completedQuest);
  const complete = quest ? questProgress(state, quest).complete : false;
  const date = diploma
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(diploma.timestamp),
      )
    : '';

  return (
    <>
      <StepHeading>{t('diploma.heading')}</StepHeading>
      <p className="demo-lead">{t('diploma.lead')}</p>

      {state.showAccreditedOption && (
        <fieldset className="demo-chips">
          <legend>{t('vision.accreditedTitle')}</legend>
          <button
            type="button"
            className="demo-chip"
            aria-pressed={state.subscriptionTier === 'academy'}
            onClick={() => dispatch(chooseVisionTier())}
          >
            {t('vision.chooseAcademy')}
          </button>
          <button
            type="button"
            className="demo-chip"
            aria-pressed={state.subscriptionTier === 'free'}
            onClick={() => dispatch(chooseFreeTier())}
          >
            {t('vision.chooseFree')}
          </button>
        </fieldset>
      )}

      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(generateDiploma())}>
          {t(diploma ? 'diploma.regenerate' : 'diploma.generate')}
        </button>
      </div>

      {diploma && quest ? (
        <article
          className={`demo-diploma${diploma.isAccredited ? ' demo-diploma--accredited' : ''}`}
          aria-labelledby="demo-diploma-title"
          data-testid="diploma"
          data-accredited={diploma.isAccredited ? 'true' : 'false'}
        >
          <h3 id="demo-diploma-title" className="demo-diploma-title">
            {t('diploma.title')}
          </h3>
          <p className="demo-diploma-small">{t('diploma.awardedTo')}</p>
          <p className="demo-diploma-name">{diploma.name || t('diploma.defaultName')}</p>
          <p>
            {t(complete ? 'diploma.forQuest' : 'diploma.forProgress', {
              quest: t(`quests.items.${quest.id}.title`),
            })}
          </p>
          <p>
            <strong>{t('diploma.earned', { earned: diploma.earnedXP })}</strong>
          </p>
          <p className="demo-diploma-small">{t('diploma.issued', { date })}</p>
          <p className="demo-diploma-seal" data-testid="diploma-accreditation">
            {t(diploma.isAccredited ? 'diploma.accredited' : 'diploma.notAccredited')}
          </p>
        </article>
      ) : (
        <p className="demo-card">{t('diploma.notGenerated')}</p>
      )}
      {diploma && !diploma.isAccredited && !state.showAccreditedOption && (
        <p className="demo-hint">{t('diploma.accreditedHint')}</p>
      )}

      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(nextStep())}>
          {t('nav.continue')}
        </button>
      </div>
    </>
  );
}
