import { Link, useParams } from '@optio/router';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, QueryState } from '@optio/ui';
import { PillarTag } from '../components/PillarTag';
import { ProgressBar } from '../components/ProgressBar';
import { useClaimBadge } from '../records/api/claimBadge';
import { formatDay } from '../records/format';
import { useBadge } from '../records/api/getBadge';
import type { Badge } from '../records/api/types';
import { BadgeEmblem, BadgeStatusTag } from './BadgeCard';

function ClaimPanel({ badge }: { badge: Badge }) {
  const { t, i18n } = useTranslation('records');
  const claim = useClaimBadge(badge.id);
  if (badge.status === 'claimed') {
    return (
      <p className="student-success" role="status">
        {t('badge.claimedOn', { date: formatDay(badge.claimed_at, i18n.language) })}
      </p>
    );
  }
  if (badge.status !== 'claimable') {
    return <p className="student-muted">{t('badge.notYet')}</p>;
  }
  return (
    <div>
      <p>{t('badge.ready')}</p>
      <Button
        onClick={() => claim.mutate()}
        loading={claim.isPending}
        loadingLabel={t('badge.claiming')}
      >
        {t('badge.claim')}
      </Button>
      {claim.isError && (
        <Alert tone="error" title={t('badge.claimFailed')}>
          <p>{serverMessage(claim.error) ?? t('common.tryAgain')}</p>
        </Alert>
      )}
    </div>
  );
}

/** /badges/:badgeId: requirements, linked quests (links), progress and the claim button. */
export function BadgeDetailPage() {
  const { badgeId = '' } = useParams();
  const { t } = useTranslation('records');
  const query = useBadge(badgeId);
  const badge = query.data;
  return (
    <div className="student-page">
      <p className="student-breadcrumb">
        <Link to="/badges">{t('badge.back')}</Link>
      </p>
      {!badge ? (
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <article aria-labelledby="badge-title">
          <header className="student-rec-card__head">
            <BadgeEmblem badge={badge} />
            <div>
              <h1 id="badge-title">{badge.name}</h1>
              <p className="student-pillar-list">
                <PillarTag pillar={badge.primary_pillar} />
                <BadgeStatusTag badge={badge} />
              </p>
            </div>
          </header>
          <blockquote className="student-rec-identity">{badge.identity_statement}</blockquote>
          <p>{badge.description}</p>

          <section className="student-panel student-section" aria-labelledby="badge-progress-title">
            <h2 id="badge-progress-title">{t('badge.progressTitle')}</h2>
            <ProgressBar
              value={badge.progress}
              label={t('badges.progressOf', { name: badge.name })}
              valueText={t('badges.percent', { value: badge.progress })}
            />
            <ul className="student-rec-reqs">
              <li>
                {t('badge.questsReq', {
                  done: badge.quests_completed,
                  count: badge.min_quests,
                })}
              </li>
              <li>{t('badge.xpReq', { done: badge.xp_earned, need: badge.min_xp })}</li>
            </ul>
            <ClaimPanel badge={badge} />
          </section>

          <section className="student-section" aria-labelledby="badge-quests-title">
            <h2 id="badge-quests-title">{t('badge.questsTitle')}</h2>
            <ul className="student-plain-list">
              {badge.quests.map((q) => (
                <li key={q.id} className="student-rec-quest">
                  <Link to={`/quests/${q.id}`}>{q.title}</Link>
                  <span className="student-muted">
                    {q.completed ? t('badge.questDone') : t('badge.questOpen')}
                    {' · '}
                    {t('badge.questXp', { count: q.xp_earned })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </article>
      )}
    </div>
  );
}
