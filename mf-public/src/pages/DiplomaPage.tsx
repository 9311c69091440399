import { useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { usePublicResource } from '../hooks/usePublicResource';
import { CredentialStatus, PillarBars } from './CredentialParts';
import { formatDay, fullName, parseDiploma, type PublicDiploma } from './credentials';

function Diploma({ data }: { data: PublicDiploma }) {
  const { t, i18n } = useTranslation('public');
  const name = fullName(data.student);
  const day = formatDay(data.issued_at, i18n.language);
  useDocumentMeta(
    t('diploma.metaTitle', { name }) + t('common.titleSuffix'),
    t('diploma.metaDescription', { name }),
  );
  return (
    <article className="pub-page pub-narrow pub-credential">
      <div className="pub-diploma">
        <p className="pub-diploma__kind">
          {data.accredited ? t('diploma.accredited') : t('diploma.notAccredited')}
        </p>
        <h1>{t('diploma.title')}</h1>
        <p>{t('diploma.certifies')}</p>
        <p className="pub-diploma__name">{name}</p>
        <p>{t('diploma.earned')}</p>
        <p className="pub-diploma__meta">
          {day && <span>{t('diploma.issued', { date: day })}</span>}
          <span>{t('diploma.credits', { count: data.credits_total })}</span>
        </p>
      </div>
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
