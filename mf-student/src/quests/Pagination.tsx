import { useTranslation } from '@optio/i18n';
import { Button } from '@optio/ui';

export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('student');
  if (pageCount <= 1) return null;
  return (
    <nav className="student-pagination" aria-label={t('quests.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-current="page">{t('quests.pageOf', { page, count: pageCount })}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
