import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, Checkbox, FormError, TextField } from '@optio/ui';
import { useChildSettings } from './api/getChildSettings';
import { useSaveSettings } from './api/saveChildSettings';
import { TUTOR_MODES, type ChildTutorSettings, type TutorMode } from './api/types';
import { PARENT_TUTOR_NS } from './i18n';
import { QueryProblem } from './QueryProblem';

function SettingsForm({ childId, initial }: { childId: string; initial: ChildTutorSettings }) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const save = useSaveSettings(childId);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [limit, setLimit] = useState(String(initial.daily_limit));
  const [modes, setModes] = useState<TutorMode[]>(initial.allowed_modes);
  const [monitoring, setMonitoring] = useState(initial.monitoring);
  const [alerts, setAlerts] = useState(initial.email_alerts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const server = serverFieldErrors(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(limit);
    const next: Record<string, string> = {};
    if (!Number.isInteger(n) || n < 1 || n > initial.tier_limit)
      next.daily_limit = t('settings.limitRange', { max: initial.tier_limit });
    if (modes.length === 0) next.allowed_modes = t('settings.modesRequired');
    setErrors(next);
    setSaved(false);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      { enabled, daily_limit: n, allowed_modes: modes, monitoring, email_alerts: alerts },
      { onSuccess: () => setSaved(true) },
    );
  };

  const toggleMode = (mode: TutorMode, on: boolean) =>
    setModes((m) =>
      on ? TUTOR_MODES.filter((x) => x === mode || m.includes(x)) : m.filter((x) => x !== mode),
    );

  const modesError = errors.allowed_modes ?? server.allowed_modes;
  return (
    <form className="ptutor-settings" onSubmit={submit} noValidate>
      <Checkbox
        label={t('settings.enabled')}
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <TextField
        label={t('settings.dailyLimit')}
        type="number"
        inputMode="numeric"
        min={1}
        max={initial.tier_limit}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        hint={t('settings.dailyLimitHint', { max: initial.tier_limit, tier: initial.tier })}
        error={errors.daily_limit ?? server.daily_limit}
      />
      <fieldset
        className="ptutor-modes"
        aria-describedby={modesError ? 'ptutor-modes-error' : undefined}
      >
        <legend>{t('settings.modes')}</legend>
        {TUTOR_MODES.map((mode) => (
          <Checkbox
            key={mode}
            label={t(`modes.${mode}`)}
            checked={modes.includes(mode)}
            onChange={(e) => toggleMode(mode, e.target.checked)}
          />
        ))}
        {modesError && (
          <p id="ptutor-modes-error" className="optio-field__error" role="alert">
            {modesError}
          </p>
        )}
      </fieldset>
      <Checkbox
        label={t('settings.monitoring')}
        checked={monitoring}
        onChange={(e) => setMonitoring(e.target.checked)}
      />
      <Checkbox
        label={t('settings.emailAlerts')}
        hint={t('settings.emailAlertsHint')}
        checked={alerts}
        onChange={(e) => setAlerts(e.target.checked)}
      />
      {save.isError && Object.keys(server).length === 0 && (
        <FormError message={serverMessage(save.error) ?? t('settings.failed')} />
      )}
      <Button type="submit" loading={save.isPending} loadingLabel={t('settings.saving')}>
        {t('settings.save')}
      </Button>
      <p role="status" className="ptutor-saved">
        {saved ? t('settings.saved') : ''}
      </p>
    </form>
  );
}

/** The child's tutor settings; the limit can only go down from the plan's default. */
export function SettingsSection({ childId }: { childId: string }) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const settings = useChildSettings(childId);
  return (
    <section className="ptutor-section" aria-labelledby="ptutor-settings">
      <h2 id="ptutor-settings">{t('settings.heading')}</h2>
      <QueryProblem
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
      {settings.data && (
        <SettingsForm
          // Keyed by child only: saving must not remount the form (and lose "Settings saved.").
          key={childId}
          childId={childId}
          initial={settings.data}
        />
      )}
    </section>
  );
}
