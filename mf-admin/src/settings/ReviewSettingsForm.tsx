import { useEffect, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, Checkbox, FormError, Spinner, TextField, notify } from '@optio/ui';
import { useReviewSettings } from './api/getReviewSettings';
import { useSaveReviewSettings } from './api/saveReviewSettings';

/**
 * The platform's review rules (issue #15): whether only advisors may review personal work, and
 * the most XP a student may give a personal task. The server validates the cap and answers at
 * the field; every change lands in the audit log.
 */
export function ReviewSettingsForm() {
  const { t } = useTranslation('admin');
  const current = useReviewSettings(true);
  const [requireAdvisor, setRequireAdvisor] = useState(false);
  const [cap, setCap] = useState('');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (current.data && !loaded) {
      setRequireAdvisor(current.data.require_advisor_review);
      setCap(String(current.data.personal_task_xp_cap));
      setLoaded(true);
    }
  }, [current.data, loaded]);

  const save = useSaveReviewSettings({
    onSuccess: (saved) => {
      setRequireAdvisor(saved.require_advisor_review);
      setCap(String(saved.personal_task_xp_cap));
      notify.success(t('reviewSettings.saved'));
    },
  });
  const fields = save.isError ? serverFieldErrors(save.error) : {};
  const formError =
    save.isError && Object.keys(fields).length === 0
      ? (serverMessage(save.error) ?? t('reviewSettings.failed'))
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent as typed (an empty or non-numeric cap too): the server's message names the field.
    const value = cap.trim();
    save.mutate({
      require_advisor_review: requireAdvisor,
      personal_task_xp_cap: value === '' ? Number.NaN : Number(value),
    });
  };

  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="review-settings-title"
    >
      <h2 id="review-settings-title">{t('reviewSettings.title')}</h2>
      <p className="admin-muted">{t('reviewSettings.lead')}</p>
      {current.isPending && <Spinner label={t('reviewSettings.loading')} />}
      {current.isError && <FormError message={t('reviewSettings.loadError')} />}
      {loaded && (
        <>
          <FormError message={formError} />
          <Checkbox
            label={t('reviewSettings.requireAdvisor')}
            hint={t('reviewSettings.requireAdvisorHint')}
            checked={requireAdvisor}
            onChange={(e) => setRequireAdvisor(e.target.checked)}
            error={fields.require_advisor_review}
          />
          <TextField
            label={t('reviewSettings.cap')}
            hint={t('reviewSettings.capHint')}
            name="personal_task_xp_cap"
            type="number"
            min={10}
            max={1000}
            step={1}
            inputMode="numeric"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            error={fields.personal_task_xp_cap}
            required
          />
          <Button type="submit" loading={save.isPending} loadingLabel={t('reviewSettings.saving')}>
            {t('reviewSettings.save')}
          </Button>
        </>
      )}
    </form>
  );
}
