import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { useNavigate } from '@optio/router';
import { Alert, Button, TextField } from '@optio/ui';
import { downloadChildData } from '../api/downloadChildData';
import { useChildConsent } from '../api/getChildConsent';
import { useDeleteChild } from '../api/deleteChild';
import { useWithdrawConsent } from '../api/withdrawConsent';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

/**
 * What the consent statement promises the parent who gave it: review what is stored about the
 * child, download it as JSON, withdraw consent, or delete the account and data now. Shown only
 * to that parent (the API answers 403/404 to anyone else).
 */
export function ChildDataPanel({ childId }: { childId: string }) {
  const { t, i18n } = useTranslation('parent');
  const navigate = useNavigate();
  const consent = useChildConsent(childId);
  const withdraw = useWithdrawConsent(childId);
  const remove = useDeleteChild(childId);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [name, setName] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const data = consent.data;
  if (!data) return null;
  const { child } = data;
  const lng = i18n.language;
  const deleteError = remove.error ? serverFieldErrors(remove.error).confirm : undefined;

  const onDelete = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(name, { onSuccess: () => navigate('/parent/dashboard', { replace: true }) });
  };
  const onDownload = () => {
    setDownloadError(null);
    downloadChildData(
      childId,
      `optio-${child.first_name}-${new Date().toISOString().slice(0, 10)}.json`,
    ).catch((error: unknown) =>
      setDownloadError(serverMessage(error) ?? t('common.tryAgainLater')),
    );
  };

  return (
    <Section title={t('childData.title', { name: child.first_name })}>
      <p>
        {t('childData.consentGiven', {
          date: formatDate(data.consented_at, lng),
          version: data.statement_version,
        })}
      </p>
      <h4>{t('childData.storedTitle')}</h4>
      <dl className="parent-facts">
        <dt>{t('childData.name')}</dt>
        <dd>
          {child.first_name} {child.last_name}
        </dd>
        <dt>{t('childData.email')}</dt>
        <dd>{child.email}</dd>
        <dt>{t('childData.dateOfBirth')}</dt>
        <dd>{child.date_of_birth ?? '—'}</dd>
        <dt>{t('childData.created')}</dt>
        <dd>{formatDate(child.created_at, lng)}</dd>
      </dl>
      <p>{t('childData.storedMore')}</p>
      <Button variant="secondary" onClick={onDownload}>
        {t('childData.download')}
      </Button>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}

      {data.withdrawn_at ? (
        <Alert tone="warning">
          {t('childData.withdrawn', {
            date: formatDate(data.withdrawn_at, lng),
            deletion: data.deletion_scheduled_for
              ? formatDate(data.deletion_scheduled_for, lng)
              : '—',
          })}
        </Alert>
      ) : (
        <>
          <h4>{t('childData.withdrawTitle')}</h4>
          <p>{t('childData.withdrawLead')}</p>
          {confirmWithdraw ? (
            <div className="parent-actions">
              <Button
                variant="danger"
                loading={withdraw.isPending}
                loadingLabel={t('common.sending')}
                onClick={() => withdraw.mutate()}
              >
                {t('childData.withdrawConfirm', { name: child.first_name })}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmWithdraw(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmWithdraw(true)}>
              {t('childData.withdraw')}
            </Button>
          )}
          {withdraw.error && (
            <Alert tone="error">{serverMessage(withdraw.error) ?? t('common.tryAgainLater')}</Alert>
          )}
        </>
      )}

      <h4>{t('childData.deleteTitle')}</h4>
      <p>{t('childData.deleteLead', { name: child.first_name })}</p>
      <form className="parent-inline-form" onSubmit={onDelete} noValidate>
        <TextField
          label={t('childData.deleteConfirmLabel', { name: child.first_name })}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={deleteError}
          required
        />
        <Button
          type="submit"
          variant="danger"
          loading={remove.isPending}
          loadingLabel={t('common.sending')}
        >
          {t('childData.delete')}
        </Button>
      </form>
      {remove.error && !deleteError && (
        <Alert tone="error">{serverMessage(remove.error) ?? t('common.tryAgainLater')}</Alert>
      )}
    </Section>
  );
}
