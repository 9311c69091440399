import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { PillarTag } from '../components/PillarTags';
import { findQuest } from '../content/quests';
import { nextStep, setSubmittedWorkVisibility, setWorkVisibility } from '../state/demoSlice';
import { useDemo, useDemoDispatch } from '../state/store';
import type { Visibility } from '../state/types';

const VISIBILITIES: Visibility[] = ['public', 'private'];

export function PortfolioStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  return (
    <>
      <StepHeading>{t('portfolio.heading')}</StepHeading>
      <p className="demo-lead">{t('portfolio.lead')}</p>

      <fieldset className="demo-radios">
        <legend>{t('portfolio.visibilityLegend')}</legend>
        {VISIBILITIES.map((v) => (
          <label key={v} className="demo-radio">
            <input
              type="radio"
              name="demo-visibility"
              value={v}
              checked={state.workVisibility === v}
              onChange={() => dispatch(setWorkVisibility(v))}
            />
            {t(`portfolio.${v}`)}
          </label>
        ))}
      </fieldset>

      {state.submittedWork.length === 0 ? (
        <p className="demo-card">{t('portfolio.empty')}</p>
      ) : (
        <ul className="demo-portfolio" data-testid="portfolio">
          {state.submittedWork.map((w) => {
            const task = findQuest(w.questId)?.tasks.find((x) => x.id === w.taskId);
            if (!task) return null;
            const taskTitle = t(`quests.items.${w.questId}.tasks.${w.taskId}`);
            const selectId = `demo-visibility-${w.taskId}`;
            return (
              <li key={w.taskId} className="demo-card demo-work" data-visibility={w.visibility}>
                <h3 className="demo-task-title">{taskTitle}</h3>
                <p className="demo-task-meta">
                  {t(`quests.items.${w.questId}.title`)} · <PillarTag pillar={task.pillar} />
                </p>
                <p>
                  <span className="demo-work-label">{t('portfolio.evidence')}: </span>
                  {w.work}
                </p>
                <label htmlFor={selectId} className="demo-work-visibility">
                  {t('portfolio.itemVisibility', { task: taskTitle })}
                </label>
                <select
                  id={selectId}
                  value={w.visibility}
                  onChange={(e) =>
                    dispatch(
                      setSubmittedWorkVisibility({
                        taskId: w.taskId,
                        visibility: e.target.value as Visibility,
                      }),
                    )
                  }
                >
                  {VISIBILITIES.map((v) => (
                    <option key={v} value={v}>
                      {t(`portfolio.${v}`)}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}

      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => dispatch(nextStep())}>
          {t('nav.continue')}
        </button>
      </div>
    </>
  );
}
