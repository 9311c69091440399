import { useState } from 'react';
import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { Button, QueryState } from '@optio/ui';
import { useChildCompletions } from '../api/getChildCompletions';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

/** Completed tasks, newest first, each linking to its detail and evidence. */
export function CompletionsCard({ childId }: { childId: string }) {
  const { t, i18n } = useTranslation('parent');
  const [page, setPage] = useState(1);
  const list = useChildCompletions(childId, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <Section title={t('completions.title')}>
      <QueryState
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.items.length === 0 && <p>{t('completions.none')}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="parent-list">
          {list.data.items.map((c) => (
            <li key={c.task_id} className="parent-list__row">
              <span>
                <Link to={`/parent/dashboard/${childId}/task/${c.task_id}`}>{c.task_title}</Link>{' '}
                <small>
                  {c.quest_title} · {formatDate(c.completed_at, i18n.language)} ·{' '}
                  {t('common.xp', { count: c.xp })}
                  {c.confidential && ` · ${t('completions.confidential')}`}
                </small>
              </span>
              <span className="parent-tag">{t(`pillars.${c.pillar}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="parent-actions" aria-label={t('completions.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('common.previous')}
          </Button>
          <span>{t('completions.page', { page, pages })}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('common.next')}
          </Button>
        </nav>
      )}
    </Section>
  );
}
