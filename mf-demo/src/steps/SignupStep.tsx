import { useTranslation } from 'react-i18next';
import { Link } from '@optio/router';
import { StepHeading } from '../components/StepHeading';
import { openModal } from '../state/demoSlice';
import { totalEarnedXP } from '../state/selectors';
import { useDemo, useDemoDispatch } from '../state/store';

export function SignupStep() {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  return (
    <>
      <StepHeading>{t('signup.heading')}</StepHeading>
      <p className="demo-lead">{t('signup.lead')}</p>
      <p>{t('signup.summary', { xp: totalEarnedXP(state), count: state.unlockedBadges.length })}</p>
      <div className="demo-actions demo-actions--cta">
        <Link to="/register" className="demo-button demo-button--large">
          {t('signup.cta')}
        </Link>
        <button
          type="button"
          className="demo-button demo-button--ghost"
          onClick={() => dispatch(openModal('restartConfirm'))}
        >
          {t('signup.again')}
        </button>
      </div>
      <p className="demo-hint">{t('signup.ctaNote')}</p>
    </>
  );
}
