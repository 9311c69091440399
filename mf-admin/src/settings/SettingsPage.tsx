import { useEffect, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Spinner, TextField, notify } from '@optio/ui';
import { useStaffRole } from '../components/useStaffRole';
import { useAdminSettings } from './api/getAdminSettings';
import { useSettings } from './api/getSettings';
import { useSaveSettings } from './api/saveSettings';
import { LogoUpload } from './LogoUpload';
import { ReviewSettingsForm } from './ReviewSettingsForm';

export function SettingsPage() {
  const { t } = useTranslation('admin');
  const { isAdmin } = useStaffRole();
  const current = useSettings();
  const [siteName, setSiteName] = useState('');
  const [logoUrl, setLogoUrl] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [quota, setQuota] = useState('');
  const adminSettings = useAdminSettings(isAdmin);
  const quotaLoaded = adminSettings.data?.upload_quota_mb;
  useEffect(() => {
    if (quotaLoaded !== undefined) setQuota(String(quotaLoaded));
  }, [quotaLoaded]);

  useEffect(() => {
    if (current.data && !loaded) {
      setSiteName(current.data.site_name);
      setLogoUrl(current.data.logo_url ?? '');
      setLoaded(true);
    }
  }, [current.data, loaded]);

  const save = useSaveSettings({
    onSuccess: (saved) => {
      setSiteName(saved.site_name);
      setLogoUrl(saved.logo_url ?? '');
      setQuota(String(saved.upload_quota_mb));
      notify.success(t('settings.saved'));
    },
  });

  const fields = save.isError ? serverFieldErrors(save.error) : {};
  const formError =
    save.isError && Object.keys(fields).length === 0
      ? (serverMessage(save.error) ?? t('settings.failed'))
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logo = logoUrl.trim();
    const quotaMb = quota.trim() === '' ? undefined : Number(quota);
    save.mutate({
      site_name: siteName,
      logo_url: logo === '' ? null : logo,
      ...(quotaMb === undefined ? {} : { upload_quota_mb: quotaMb }),
    });
  };

  return (
    <section className="admin-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className="admin-lead">{t('settings.lead')}</p>
      {current.isPending && <Spinner label={t('settings.loading')} />}
      {current.isError && <FormError message={t('settings.loadError')} />}
      {!isAdmin && <p>{t('settings.adminOnly')}</p>}
      {loaded && isAdmin && (
        <form className="admin-form" onSubmit={submit} noValidate>
          <FormError message={formError} />
          <TextField
            label={t('settings.siteName')}
            name="site_name"
            value={siteName}
            onChange={(e) => setSiteName(e.target.value)}
            maxLength={60}
            required
            autoComplete="off"
            error={fields.site_name}
          />
          <TextField
            label={t('settings.logoUrl')}
            name="logo_url"
            value={logoUrl}
            onChange={(e) => setLogoUrl(e.target.value)}
            hint={t('settings.logoHint')}
            inputMode="url"
            autoComplete="off"
            error={fields.logo_url}
          />
          <TextField
            label={t('settings.quota')}
            name="upload_quota_mb"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
            hint={t('settings.quotaHint')}
            error={fields.upload_quota_mb}
          />
          <Button type="submit" loading={save.isPending} loadingLabel={t('settings.saving')}>
            {t('settings.save')}
          </Button>
        </form>
      )}
      {loaded && isAdmin && (
        <LogoUpload logoUrl={logoUrl.trim() || null} onUploaded={(url) => setLogoUrl(url ?? '')} />
      )}
      {isAdmin && <ReviewSettingsForm />}
    </section>
  );
}
