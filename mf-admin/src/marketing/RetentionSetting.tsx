import { useEffect, useState, type FormEvent } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextField, notify } from '@optio/ui';
import { useRetention } from './api/getRetention';
import { useSaveRetention } from './api/saveRetention';
import { MARKETING_NS } from './i18n';

/** How long leads are kept: shown to marketing, changed by admins (audited). */
export function RetentionSetting({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(MARKETING_NS);
  const retention = useRetention();
  const save = useSaveRetention();
  const [months, setMonths] = useState('');
  useEffect(() => {
    if (retention.data) setMonths(String(retention.data.months));
  }, [retention.data]);
  if (!retention.data) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(Number(months), { onSuccess: () => notify.success(t('retention.saved')) });
  };
  return (
    <section aria-labelledby="retention-title" className="admin-section">
      <h2 id="retention-title">{t('retention.title')}</h2>
      {canEdit ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t('retention.months')}
            hint={t('retention.hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
          />
          {save.isError && (
            <FormError message={serverMessage(save.error) ?? t('retention.saveError')} />
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('retention.saving') : t('retention.save')}
          </Button>
        </form>
      ) : (
        <p>{t('retention.readOnly', { count: retention.data.months })}</p>
      )}
    </section>
  );
}
