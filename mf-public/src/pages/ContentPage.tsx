import { useTranslation } from '@optio/i18n';
import { BlockRenderer } from '../components/BlockRenderer';
import { LeadForm } from '../components/LeadForm';
import { pickLanguage, type LocalizedPage } from '../content/types';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import './ContentPage.css';

function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A promo, consultation, legal or academy page, rendered from its content file. */
export function ContentPage({ page }: { page: LocalizedPage }) {
  const { t, i18n } = useTranslation('public');
  const content = pickLanguage(page, i18n.language);
  useDocumentMeta(content.title + t('common.titleSuffix'), content.description);

  return (
    <article className="pub-page pub-content">
      <div className="pub-narrow pub-prose">
        <header className="pub-content__header">
          <h1>{content.heading}</h1>
          {content.updated && (
            <p className="pub-content__updated">
              {t('common.lastUpdated', { date: formatDate(content.updated, i18n.language) })}
            </p>
          )}
          {content.lead && <p className="pub-content__lead">{content.lead}</p>}
        </header>
        <BlockRenderer blocks={content.blocks} />
        {content.form && <LeadForm form={content.form} />}
      </div>
    </article>
  );
}
