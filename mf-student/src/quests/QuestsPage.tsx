import { useSearchParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useQuests } from '../api/getQuests';
import { useCanLearn } from '../lib/useCanLearn';
import { MyQuests } from './MyQuests';
import { Pagination } from './Pagination';
import { QuestCard } from './QuestCard';
import { QuestFilters } from './QuestFilters';
import { QueryState } from '@optio/ui';

/** /quests: "Explore New Quests" (the catalogue) and the student's own quests. */
export function QuestsPage() {
  const { t } = useTranslation('student');
  const canLearn = useCanLearn();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const pillar = params.get('pillar') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const quests = useQuests({ search, pillar, page });

  const update = (next: { search?: string; pillar?: string; page?: number }) => {
    const merged = { search, pillar, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('search', merged.search);
    if (merged.pillar) out.set('pillar', merged.pillar);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };

  const data = quests.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="student-page student-page--wide">
      <h1>{t('quests.title')}</h1>
      <section aria-labelledby="explore-title" className="student-section">
        <h2 id="explore-title">{t('quests.explore')}</h2>
        <QuestFilters
          key={`${search}|${pillar}`}
          search={search}
          pillar={pillar}
          onChange={(next) => update(next)}
        />
        <p aria-live="polite" className="student-muted">
          {data ? t('quests.resultCount', { count: data.total }) : ''}
        </p>
        {!data ? (
          <QueryState
            isLoading={quests.isLoading}
            error={quests.error}
            onRetry={() => void quests.refetch()}
          />
        ) : data.items.length === 0 ? (
          <p>{t('quests.noResults')}</p>
        ) : (
          <ul className="student-quest-grid" aria-busy={quests.isFetching || undefined}>
            {data.items.map((q) => (
              <li key={q.id}>
                <QuestCard quest={q} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} onPage={(p) => update({ page: p })} />
      </section>
      {canLearn && <MyQuests />}
    </div>
  );
}
