import { useTranslation } from 'react-i18next';
import { STEP_KEYS } from './stepKeys';

/** The progress indicator: an ordered list of the eight steps with the current one marked. */
export function ProgressSteps({ step }: { step: number }) {
  const { t } = useTranslation('demo');
  const current = STEP_KEYS[step] ?? STEP_KEYS[0];
  return (
    <div className="demo-progress">
      <p className="demo-progress-status">
        {t('progress.status', {
          current: step + 1,
          total: STEP_KEYS.length,
          name: t(`steps.${current}`),
        })}
      </p>
      <ol className="demo-progress-list" aria-label={t('progress.label')}>
        {STEP_KEYS.map((key, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li
              key={key}
              className={`demo-progress-item demo-progress-item--${state}`}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className="demo-progress-dot" aria-hidden="true">
                {i < step ? '✓' : i + 1}
              </span>
              <span className="demo-progress-name">{t(`steps.${key}`)}</span>
              {i < step && <span className="demo-sr-only"> ({t('progress.done')})</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
