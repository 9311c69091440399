import { useTranslation } from 'react-i18next';
import { StepHeading } from '../components/StepHeading';
import { setPersona } from '../state/demoSlice';
import { useDemo, useDemoDispatch } from '../state/store';
import type { Persona } from '../state/types';

export function PersonaStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const { persona } = useDemo();
  const options: Persona[] = ['student', 'parent'];
  return (
    <>
      <StepHeading>{t('persona.heading')}</StepHeading>
      <p className="demo-lead">{t('persona.lead')}</p>
      <div className="demo-choice-grid">
        {options.map((p) => (
          <button
            key={p}
            type="button"
            className="demo-choice"
            aria-pressed={persona === p}
            onClick={() => dispatch(setPersona(p))}
          >
            <span className="demo-choice-title">{t(`persona.${p}`)}</span>
            <span className="demo-choice-text">{t(`persona.${p}Text`)}</span>
          </button>
        ))}
      </div>
    </>
  );
}
