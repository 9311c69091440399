import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { useNavigate } from '@optio/router';
import { signOutEverywhere } from '@optio/session';
import { Button, FormError, notify } from '@optio/ui';

/** "Sign out everywhere": ends every session of the account (other devices' included). */
export function SessionsPanel() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await signOutEverywhere();
      notify.success(t('sessions.done'));
      navigate('/');
    } catch (err) {
      setError(err);
      setPending(false);
    }
  };

  return (
    <>
      <p>{t('sessions.body')}</p>
      <Button variant="secondary" onClick={() => void run()} loading={pending}>
        {t('sessions.button')}
      </Button>
      {error !== null && <FormError>{serverMessage(error) ?? t('sessions.failed')}</FormError>}
    </>
  );
}
