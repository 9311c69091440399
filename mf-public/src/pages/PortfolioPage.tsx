import { useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { SmartLink } from '../components/SmartLink';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { usePublicResource } from '../hooks/usePublicResource';
import { CredentialStatus, PillarBars } from './CredentialParts';
import { formatDay, fullName, parsePortfolio, type PublicPortfolio } from './credentials';

function Portfolio({ data }: { data: PublicPortfolio }) {
  const { t, i18n } = useTranslation('public');
  const name = fullName(data.student);
  useDocumentMeta(
    t('portfolio.metaTitle', { name }) + t('common.titleSuffix'),
    t('portfolio.metaDescription', { name }),
  );
  return (
    <article className="pub-page pub-narrow pub-credential">
      <header>
        <h1>{t('portfolio.title', { name })}</h1>
        {data.student.bio && <p className="pub-credential__lead">{data.student.bio}</p>}
      </header>
      <section aria-labelledby="pub-portfolio-pillars">
        <h2 id="pub-portfolio-pillars">{t('portfolio.pillarsTitle')}</h2>
        <PillarBars pillars={data.pillars} unit={(count) => t('portfolio.xp', { count })} />
      </section>
      <section aria-labelledby="pub-portfolio-items">
        <h2 id="pub-portfolio-items">{t('portfolio.itemsTitle')}</h2>
        {data.items.length === 0 ? (
          <p>{t('portfolio.noItems')}</p>
        ) : (
          <ul className="pub-items">
            {data.items.map((item) => {
              const day = formatDay(item.completed_at, i18n.language);
              return (
                <li key={item.id} className="pub-item">
                  <h3>{item.title}</h3>
                  <p className="pub-item__meta">
                    {item.pillar && (
                      <span className={`pub-pill pub-pill--${item.pillar}`}>
                        {t(`pillars.${item.pillar}`)}
                      </span>
                    )}
                    {day && <span>{t('portfolio.completed', { date: day })}</span>}
                  </p>
                  {item.description && <p>{item.description}</p>}
                  {item.evidence_url && (
                    <SmartLink href={item.evidence_url}>
                      {t('portfolio.evidence')}
                      <span className="pub-visually-hidden">
                        {' '}
                        {item.title} {t('common.opensInNewTab')}
                      </span>
                    </SmartLink>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </article>
  );
}

/** /portfolio/:slug — a student's public work, from GET /api/public/portfolio/:slug. */
export default function PortfolioPage() {
  const { slug = '' } = useParams();
  const state = usePublicResource(
    `/api/public/portfolio/${encodeURIComponent(slug)}`,
    parsePortfolio,
  );
  if (state.status === 'ready') return <Portfolio data={state.data} />;
  return <CredentialStatus kind="portfolio" state={state.status} onRetry={state.retry} />;
}
