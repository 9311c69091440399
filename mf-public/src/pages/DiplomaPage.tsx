import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { usePublicResource } from '../api/usePublicResource';
import { CredentialStatus, PillarBars } from './CredentialParts';
import { CREDENTIALS_NS } from './credentials-i18n';
import { formatDay, fullName, parseDiploma, type PublicDiploma } from './credentials';
import { useOpenGraph } from './useOpenGraph';

function Diploma({ data }: { data: PublicDiploma }) {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation(CREDENTIALS_NS);
  const name = fullName(data.student);
  const day = formatDay(data.issued_at, i18n.language);
  const title = t('diploma.metaTitle', { name }) + t('common.titleSuffix');
  const description = tc('diploma.ogDescription', { name, credits: data.credits_total });
  useDocumentMeta(title, description);
  useOpenGraph({ title, description, type: 'article' });
  const issued = data.issued_at !== null;
  return (
    <article className="pub-page pub-narrow pub-credential">
      <div className="pub-diploma">
        <p className="pub-diploma__kind">
          {!issued
            ? tc('diploma.inProgressKind')
            : data.accredited
              ? t('diploma.accredited')
              : t('diploma.notAccredited')}
        </p>
        <h1>{t('diploma.title')}</h1>
        <p>{t('diploma.certifies')}</p>
        <p className="pub-diploma__name">{name}</p>
        <p>
          {issued
            ? t('diploma.earned')
            : tc('diploma.inProgressBody', {
                earned: data.credits_total,
                required: data.credits_required ?? 24,
              })}
        </p>
        <p className="pub-diploma__meta">
          {day && <span>{t('diploma.issued', { date: day })}</span>}
          <span>{t('diploma.credits', { count: data.credits_total })}</span>
        </p>
      </div>
      {data.portfolio_path && (
        <p>
          <Link to={data.portfolio_path}>{tc('diploma.viewPortfolio', { name })}</Link>
        </p>
      )}
      {data.subjects.length > 0 && (
        <section aria-labelledby="pub-diploma-subjects">
          <h2 id="pub-diploma-subjects">{tc('diploma.subjectsTitle')}</h2>
          <table className="pub-table">
            <caption className="pub-visually-hidden">{tc('diploma.subjectsTitle')}</caption>
            <tbody>
              {data.subjects.map((s) => (
                <tr key={s.subject}>
                  <th scope="row">{tc(`subjects.${s.subject}`, { defaultValue: s.subject })}</th>
                  <td>{tc('diploma.subjectRow', { earned: s.earned, required: s.required })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section aria-labelledby="pub-diploma-pillars">
        <h2 id="pub-diploma-pillars">{t('diploma.pillarsTitle')}</h2>
        <PillarBars pillars={data.pillars} unit={(n) => String(n)} />
      </section>
    </article>
  );
}

/** /public/diploma/:userId — from GET /api/public/diploma/:userId. */
export default function DiplomaPage() {
  const { userId = '' } = useParams();
  const state = usePublicResource(
    `/api/public/diploma/${encodeURIComponent(userId)}`,
    parseDiploma,
  );
  if (state.status === 'ready') return <Diploma data={state.data} />;
  return <CredentialStatus kind="diploma" state={state.status} onRetry={state.retry} />;
}
