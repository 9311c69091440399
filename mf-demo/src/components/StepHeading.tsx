import type { ReactNode } from 'react';

export const STEP_HEADING_ID = 'demo-step-heading';

/** Each step's heading; the page moves focus here when the step changes. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id={STEP_HEADING_ID} className="demo-step-heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
