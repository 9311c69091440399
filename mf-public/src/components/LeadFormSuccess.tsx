import type { Ref } from 'react';
import { useTranslation } from '@optio/i18n';

/**
 * What a lead form becomes once the request is sent: the app's LeadForm shows it, and the lite
 * pages carry it in a <template> their island puts in the form's place (prerender/liteLeadForm).
 */
export function LeadFormSuccess({
  id,
  headingRef,
}: {
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('public');
  return (
    <section className="pub-lead pub-lead--done" aria-labelledby={`${id}-done`}>
      <div role="status">
        <h2 id={`${id}-done`} ref={headingRef} tabIndex={-1}>
          {t('form.successTitle')}
        </h2>
        <p>{t('form.success')}</p>
      </div>
    </section>
  );
}
