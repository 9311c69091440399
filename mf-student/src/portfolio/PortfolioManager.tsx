import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, QueryState } from '@optio/ui';
import { useDecideParentItem } from '../records/api/decideParentItem';
import { formatDay } from '../records/format';
import { usePortfolio } from '../records/api/getPortfolio';
import type { PortfolioItem } from '../records/api/types';
import { PortfolioItemRow } from './PortfolioItemRow';
import { UploadWorkForm } from './UploadWorkForm';

function PendingFromParent({ items }: { items: PortfolioItem[] }) {
  const { t, i18n } = useTranslation('records');
  const decide = useDecideParentItem();
  if (items.length === 0) return null;
  return (
    <section className="student-section" aria-labelledby="pending-title">
      <h3 id="pending-title">{t('portfolio.pendingTitle', { count: items.length })}</h3>
      <ul className="student-plain-list">
        {items.map((item) => (
          <li key={item.id} className="student-panel">
            <h4 className="student-rec-card__title">{item.title}</h4>
            <p className="student-muted">{formatDay(item.date, i18n.language)}</p>
            {item.description && <p>{item.description}</p>}
            <div className="student-actions">
              <Button
                onClick={() => decide.mutate({ id: item.id, decision: 'accept' })}
                disabled={decide.isPending}
                aria-label={t('portfolio.acceptNamed', { title: item.title })}
              >
                {t('portfolio.accept')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => decide.mutate({ id: item.id, decision: 'decline' })}
                disabled={decide.isPending}
                aria-label={t('portfolio.declineNamed', { title: item.title })}
              >
                {t('portfolio.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {decide.isError && (
        <FormError>{serverMessage(decide.error) ?? t('common.saveFailed')}</FormError>
      )}
    </section>
  );
}

/** The portfolio on /profile: parent items to decide, past-work upload, and every item. */
export function PortfolioManager() {
  const { t } = useTranslation('records');
  const query = usePortfolio();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const p = query.data;
  if (!p) {
    return (
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const pending = p.items.filter((i) => i.status === 'pending');
  const accepted = p.items.filter((i) => i.status === 'accepted');
  return (
    <>
      <PendingFromParent items={pending} />
      <div className="student-actions">
        <Button
          variant="secondary"
          aria-expanded={adding}
          aria-controls="upload-past-work"
          onClick={() => {
            setAdding((a) => !a);
            setAdded(false);
          }}
        >
          {adding ? t('upload.close') : t('upload.open')}
        </Button>
        {added && (
          <span role="status" className="student-muted">
            {t('upload.done')}
          </span>
        )}
      </div>
      <div id="upload-past-work" hidden={!adding}>
        {adding && (
          <UploadWorkForm
            onDone={() => {
              setAdding(false);
              setAdded(true);
            }}
          />
        )}
      </div>
      <h3>{t('portfolio.itemsTitle', { count: accepted.length })}</h3>
      {accepted.length === 0 ? (
        <p className="student-muted">{t('portfolio.empty')}</p>
      ) : (
        <ul className="student-plain-list">
          {accepted.map((item) => (
            <PortfolioItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
