import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { INTERESTS } from '../content/quests';
import {
  chooseFreeTier,
  chooseVisionTier,
  nextStep,
  toggleInterest,
  updateUserInputs,
} from '../state/demoSlice';
import { useDemo, useDemoDispatch } from '../state/store';

export function VisionStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const { persona, userInputs, showAccreditedOption, subscriptionTier } = useDemo();
  const parent = persona === 'parent';
  return (
    <>
      <StepHeading>{t(parent ? 'vision.headingParent' : 'vision.headingStudent')}</StepHeading>
      <p className="demo-lead">{t(parent ? 'vision.leadParent' : 'vision.leadStudent')}</p>

      <div className="demo-fields">
        <div className="demo-field">
          <label htmlFor="demo-name">{t('vision.nameLabel')}</label>
          <input
            id="demo-name"
            type="text"
            autoComplete="given-name"
            value={userInputs.name}
            maxLength={60}
            onChange={(e) => dispatch(updateUserInputs({ name: e.target.value }))}
          />
        </div>
        {parent && (
          <div className="demo-field">
            <label htmlFor="demo-learner-name">{t('vision.learnerNameLabel')}</label>
            <input
              id="demo-learner-name"
              type="text"
              autoComplete="off"
              value={userInputs.learnerName}
              maxLength={60}
              onChange={(e) => dispatch(updateUserInputs({ learnerName: e.target.value }))}
            />
          </div>
        )}
      </div>

      <fieldset className="demo-chips">
        <legend>{t('vision.interestsLabel')}</legend>
        {INTERESTS.map((i) => (
          <button
            key={i}
            type="button"
            className="demo-chip"
            aria-pressed={userInputs.interests.includes(i)}
            onClick={() => dispatch(toggleInterest(i))}
          >
            {t(`vision.interests.${i}`)}
          </button>
        ))}
      </fieldset>

      {showAccreditedOption && (
        <section className="demo-card demo-accredited" aria-labelledby="demo-accredited-title">
          <h3 id="demo-accredited-title">{t('vision.accreditedTitle')}</h3>
          <p>{t('vision.accreditedText')}</p>
          <div className="demo-actions">
            <button
              type="button"
              className="demo-button demo-button--secondary"
              aria-pressed={subscriptionTier === 'academy'}
              onClick={() => dispatch(chooseVisionTier())}
            >
              {t('vision.chooseAcademy')}
            </button>
            <button
              type="button"
              className="demo-button demo-button--ghost"
              aria-pressed={subscriptionTier === 'free'}
              onClick={() => dispatch(chooseFreeTier())}
            >
              {t('vision.chooseFree')}
            </button>
          </div>
          <p className="demo-status" role="status">
            {t(subscriptionTier === 'academy' ? 'vision.academyChosen' : 'vision.freeChosen')}
          </p>
        </section>
      )}

      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(nextStep())}>
          {t('nav.continue')}
        </button>
      </div>
    </>
  );
}
