import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@optio/i18n';
import { Spinner } from '@optio/ui';

type TutorModule = { default?: ComponentType; TutorPanel?: ComponentType };

/** The tutor's panel (built in ../tutor), loaded only when its tab is opened. */
const TutorPanel = lazy(async () => {
  const mod = (await import('../tutor/TutorPanel')) as unknown as TutorModule;
  const Panel = mod.default ?? mod.TutorPanel;
  if (!Panel) throw new Error('TutorPanel is not exported');
  return { default: Panel };
});

export function TutorTab() {
  const { t } = useTranslation('communication');
  return (
    <Suspense fallback={<Spinner label={t('tutorLoading')} />}>
      <TutorPanel />
    </Suspense>
  );
}
