import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextField } from '@optio/ui';
import { VisibilityControl } from '../diploma/VisibilityControl';
import { SLUG_PATTERN, useUpdateProfile } from '../records/api/updateProfile';
import type { Profile } from '../records/api/types';

/** The portfolio's address (slug) and whether it is public. */
export function PortfolioSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('records');
  const update = useUpdateProfile();
  const [slug, setSlug] = useState(profile.portfolio_slug ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = slug.trim().toLowerCase();
    setSaved(false);
    if (value && !SLUG_PATTERN.test(value)) {
      setError(t('portfolio.slugInvalid'));
      return;
    }
    setError(undefined);
    update.mutate(
      { portfolio_slug: value || null },
      {
        onSuccess: () => setSaved(true),
        onError: (err) => setError(serverFieldErrors(err).portfolio_slug),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="student-rec-form">
        <TextField
          label={t('portfolio.slug')}
          hint={t('portfolio.slugHint', { origin: window.location.origin })}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
        {update.isError && !serverFieldErrors(update.error).portfolio_slug && (
          <FormError>{serverMessage(update.error) ?? t('common.saveFailed')}</FormError>
        )}
        <div className="student-actions">
          <Button type="submit" variant="secondary" loading={update.isPending}>
            {t('portfolio.saveSlug')}
          </Button>
          {saved && (
            <span role="status" className="student-muted">
              {t('profile.saved')}
            </span>
          )}
        </div>
      </form>
      <VisibilityControl
        target="portfolio"
        state={profile.portfolio}
        publicPath={profile.portfolio_slug ? `/portfolio/${profile.portfolio_slug}` : null}
        disabledReason={profile.portfolio_slug ? undefined : t('portfolio.slugFirst')}
      />
    </>
  );
}
