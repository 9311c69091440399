import { useState } from 'react';
import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useBadges } from '../records/api/getBadges';
import type { Badge } from '../records/api/types';
import { BadgeCard } from './BadgeCard';
import { RecommendedBadges } from './RecommendedBadges';
import { QueryState } from '@optio/ui';

type Filter = 'all' | 'mine' | 'claimable';
const FILTERS: Filter[] = ['all', 'mine', 'claimable'];

const matches = (filter: Filter, b: Badge) =>
  filter === 'all' || (filter === 'mine' ? b.status === 'claimed' : b.status === 'claimable');

/** /badges: all badges, mine (claimed) and claimable, as a filterable grid. */
export function BadgesPage() {
  const { t } = useTranslation('records');
  const badges = useBadges();
  const [filter, setFilter] = useState<Filter>('all');
  const list = badges.data ?? [];
  const shown = list.filter((b) => matches(filter, b));
  return (
    <div className="student-page student-page--wide">
      <h1>{t('badges.title')}</h1>
      <p className="student-lead">{t('badges.lead')}</p>
      <p>
        <Link to="/badge-progress">{t('badges.progressLink')}</Link>
      </p>
      <RecommendedBadges />
      {!badges.data ? (
        <QueryState
          isLoading={badges.isLoading}
          error={badges.error}
          onRetry={() => void badges.refetch()}
        />
      ) : (
        <>
          <div className="student-rec-filters" role="group" aria-label={t('badges.filterLabel')}>
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className="student-rec-filter"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`badges.filter.${f}`, { count: list.filter((b) => matches(f, b)).length })}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="student-muted">{t(`badges.empty.${filter}`)}</p>
          ) : (
            <ul
              className="student-rec-grid"
              aria-label={t(`badges.filter.${filter}`, { count: shown.length })}
            >
              {shown.map((b) => (
                <BadgeCard key={b.id} badge={b} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
