import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { usePublicResource } from '../api/usePublicResource';
import { CredentialStatus, PillarBars } from './CredentialParts';
import { CREDENTIALS_NS } from './credentials-i18n';
import {
  formatDay,
  fullName,
  parsePortfolio,
  type PortfolioItem,
  type PublicPortfolio,
} from './credentials';
import { useOpenGraph } from './useOpenGraph';

function Item({ item }: { item: PortfolioItem }) {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation(CREDENTIALS_NS);
  const day = formatDay(item.completed_at, i18n.language);
  const images = item.files.filter((f) => f.mime.startsWith('image/'));
  const documents = item.files.filter((f) => !f.mime.startsWith('image/'));
  return (
    <li className="pub-item">
      <h3>{item.title}</h3>
      <p className="pub-item__meta">
        {item.pillar && (
          <span className={`pub-pill pub-pill--${item.pillar}`}>{t(`pillars.${item.pillar}`)}</span>
        )}
        {day && <span>{t('portfolio.completed', { date: day })}</span>}
        {item.quest_title && <span>{tc('portfolio.fromQuest', { quest: item.quest_title })}</span>}
      </p>
      {item.description && <p>{item.description}</p>}
      {item.evidence_text.map((text, i) => (
        <blockquote key={i} className="pub-item__work">
          {text}
        </blockquote>
      ))}
      {images.map((f) => (
        <img
          key={f.url}
          className="pub-item__image"
          src={f.url}
          alt={tc('portfolio.imageAlt', { name: f.name, title: item.title })}
          loading="lazy"
        />
      ))}
      {documents.length > 0 && (
        <ul className="pub-item__links">
          {documents.map((f) => (
            <li key={f.url}>
              <a href={f.url}>{tc('portfolio.openFile', { name: f.name })}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Portfolio({ data }: { data: PublicPortfolio }) {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation(CREDENTIALS_NS);
  const name = fullName(data.student);
  const title = t('portfolio.metaTitle', { name }) + t('common.titleSuffix');
  const description = tc('portfolio.ogDescription', { name, count: data.items.length });
  useDocumentMeta(title, description);
  useOpenGraph({ title, description, type: 'profile' });
  const d = data.diploma;
  return (
    <article className="pub-page pub-narrow pub-credential">
      <header>
        <h1>{t('portfolio.title', { name })}</h1>
        {data.student.bio && <p className="pub-credential__lead">{data.student.bio}</p>}
        {d && (
          <p className="pub-credential__facts">
            {d.issued_at
              ? tc(d.accredited ? 'portfolio.diplomaAccredited' : 'portfolio.diplomaIssued', {
                  date: formatDay(d.issued_at, i18n.language),
                })
              : tc('portfolio.diplomaInProgress')}{' '}
            · <Link to={d.path}>{tc('portfolio.viewDiploma')}</Link>
          </p>
        )}
      </header>
      <section aria-labelledby="pub-portfolio-pillars">
        <h2 id="pub-portfolio-pillars">{t('portfolio.pillarsTitle')}</h2>
        <PillarBars pillars={data.pillars} unit={(count) => t('portfolio.xp', { count })} />
      </section>
      {data.badges.length > 0 && (
        <section aria-labelledby="pub-portfolio-badges">
          <h2 id="pub-portfolio-badges">{tc('portfolio.badgesTitle')}</h2>
          <ul className="pub-badges">
            {data.badges.map((b) => (
              <li key={b.name} className="pub-badge">
                <strong>{b.name}</strong>
                {b.identity_statement && <span>{b.identity_statement}</span>}
                {b.claimed_at && (
                  <span className="pub-item__meta">
                    {tc('portfolio.badgeEarned', { date: formatDay(b.claimed_at, i18n.language) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.credits && data.credits.total > 0 && (
        <section aria-labelledby="pub-portfolio-credits">
          <h2 id="pub-portfolio-credits">{tc('portfolio.creditsTitle')}</h2>
          <p>
            {tc('portfolio.creditsSummary', {
              total: data.credits.total,
              required: data.credits.required,
            })}
          </p>
        </section>
      )}
      <section aria-labelledby="pub-portfolio-items">
        <h2 id="pub-portfolio-items">{t('portfolio.itemsTitle')}</h2>
        {data.items.length === 0 ? (
          <p>{t('portfolio.noItems')}</p>
        ) : (
          <ul className="pub-items">
            {data.items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
        <p className="pub-item__meta">{tc('portfolio.provenance')}</p>
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
