import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@optio/router';
import { closeModal, openModal, previousStep, resetDemo } from '../state/demoSlice';
import { useDemo, useDemoDispatch } from '../state/store';
import { BadgeStep } from '../steps/BadgeStep';
import { DiplomaStep } from '../steps/DiplomaStep';
import { PersonaStep } from '../steps/PersonaStep';
import { PortfolioStep } from '../steps/PortfolioStep';
import { QuestsStep } from '../steps/QuestsStep';
import { SignupStep } from '../steps/SignupStep';
import { TasksStep } from '../steps/TasksStep';
import { VisionStep } from '../steps/VisionStep';
import { ProgressSteps } from './ProgressSteps';
import { STEP_HEADING_ID } from './StepHeading';
import './demo.css';

const STEPS: readonly ComponentType[] = [
  PersonaStep,
  VisionStep,
  QuestsStep,
  TasksStep,
  BadgeStep,
  DiplomaStep,
  PortfolioStep,
  SignupStep,
];

interface Props {
  signedIn: boolean;
  /** True when the page opened on a demo restored from this tab's session storage. */
  restored: boolean;
}

export function DemoPage({ signedIn, restored }: Props) {
  const { t } = useTranslation('demo');
  const dispatch = useDemoDispatch();
  const state = useDemo();
  const step = state.currentStep;
  const Step = STEPS[step] ?? PersonaStep;
  const confirming = state.modals.restartConfirm;

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  // Focus follows the step: after any step change (not on first render) the new heading gets it.
  // The "welcome back" note of a restored demo stays until the visitor moves on.
  const lastStep = useRef(step);
  const [showRestored, setShowRestored] = useState(restored && step > 0);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    setShowRestored(false);
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [step]);

  const startOverRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (confirming && !wasConfirming.current) confirmRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  function cancelRestart() {
    dispatch(closeModal('restartConfirm'));
    startOverRef.current?.focus();
  }

  function restart() {
    dispatch(resetDemo());
    // Step 0 may already be showing: still put focus somewhere sensible.
    requestAnimationFrame(() => document.getElementById(STEP_HEADING_ID)?.focus());
  }

  return (
    <div className="demo" data-step={step}>
      <header className="demo-header">
        <h1 className="demo-title">{t('title')}</h1>
        <p className="demo-intro">{t('intro')}</p>
        {signedIn && (
          <p className="demo-note">
            {t('signedInNote')} <Link to="/dashboard">{t('goToDashboard')}</Link>
          </p>
        )}
        {showRestored && <p className="demo-note">{t('restored')}</p>}
      </header>

      <ProgressSteps step={step} />

      <section className="demo-step" aria-labelledby={STEP_HEADING_ID}>
        <Step />
      </section>

      {confirming && (
        <div
          className="demo-card demo-confirm"
          role="group"
          aria-labelledby="demo-confirm-title"
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelRestart();
          }}
        >
          <h2 id="demo-confirm-title" ref={confirmRef} tabIndex={-1}>
            {t('nav.confirmTitle')}
          </h2>
          <p>{t('nav.confirmText')}</p>
          <div className="demo-actions">
            <button type="button" className="demo-button demo-button--danger" onClick={restart}>
              {t('nav.confirmYes')}
            </button>
            <button
              type="button"
              className="demo-button demo-button--ghost"
              onClick={cancelRestart}
            >
              {t('nav.confirmNo')}
            </button>
          </div>
        </div>
      )}

      <div className="demo-footer-nav">
        <button
          type="button"
          className="demo-button demo-button--ghost"
          disabled={step === 0}
          onClick={() => dispatch(previousStep())}
        >
          {t('nav.back')}
        </button>
        {step > 0 && (
          <button
            ref={startOverRef}
            type="button"
            className="demo-button demo-button--ghost"
            aria-expanded={confirming}
            onClick={() => dispatch(openModal('restartConfirm'))}
          >
            {t('nav.startOver')}
          </button>
        )}
      </div>
    </div>
  );
}
