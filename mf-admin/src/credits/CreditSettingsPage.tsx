import { useEffect, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Spinner, TextField, notify } from '@optio/ui';
import {
  DEFAULTS,
  parseForm,
  SUBJECTS,
  sumRequirements,
  toForm,
  type CreditForm,
} from './creditSettings';
import { useCreditSettings } from './api/getCreditSettings';
import { useSaveCreditSettings } from './api/saveCreditSettings';
import { CREDITS_NS } from './i18n';

/** /admin/credits: the XP-to-credit rate and the diploma's requirements (admin only). */
export function CreditSettingsPage() {
  const { t } = useTranslation(CREDITS_NS);
  const current = useCreditSettings();
  const [form, setForm] = useState<CreditForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (current.data && !form) setForm(toForm(current.data));
  }, [current.data, form]);

  const save = useSaveCreditSettings({
    onSuccess: (saved) => {
      setForm(toForm(saved));
      notify.success(t('saved'));
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const parsed = parseForm(form);
    if (!parsed.ok) {
      const sum = sumRequirements(form);
      setErrors(
        Object.fromEntries(Object.entries(parsed.errors).map(([k, key]) => [k, t(key, { sum })])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.value);
  };

  const set = (key: keyof CreditForm, value: string) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));
  const formError =
    save.isError && Object.keys(serverFieldErrors(save.error)).length === 0
      ? (serverMessage(save.error) ?? t('failed'))
      : undefined;

  return (
    <section className="admin-page" aria-labelledby="credits-title">
      <h1 id="credits-title">{t('title')}</h1>
      <p className="admin-lead">{t('lead')}</p>
      {current.isPending && <Spinner label={t('loading')} />}
      {current.isError && <FormError message={t('loadError')} />}
      {form && (
        <form className="admin-form admin-form--wide" onSubmit={submit} noValidate>
          <FormError message={formError} />
          <TextField
            label={t('rate')}
            hint={t('rateHint')}
            inputMode="numeric"
            value={form.xp_per_credit}
            onChange={(e) => set('xp_per_credit', e.target.value)}
            error={errors.xp_per_credit}
            required
          />
          <fieldset className="admin-fieldset">
            <legend>{t('requirementsTitle')}</legend>
            <p className="admin-muted">{t('requirementsHint')}</p>
            <div className="admin-form__row">
              {SUBJECTS.map((s) => (
                <TextField
                  key={s}
                  label={t(`subjects.${s}`)}
                  inputMode="decimal"
                  value={form[s]}
                  onChange={(e) => set(s, e.target.value)}
                  error={
                    errors[s] ??
                    (errors.requirements && s === 'language_arts' ? errors.requirements : undefined)
                  }
                  required
                />
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('total')}
            hint={t('totalHint', { sum: sumRequirements(form) })}
            inputMode="decimal"
            value={form.total_required}
            onChange={(e) => set('total_required', e.target.value)}
            error={errors.total_required}
            required
          />
          <div className="admin-actions">
            <Button type="submit" loading={save.isPending} loadingLabel={t('saving')}>
              {t('save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setErrors({});
                setForm(toForm(DEFAULTS));
              }}
            >
              {t('reset')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
