import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, FormError, TextField } from '@optio/ui';
import { useSendFriendRequest } from './api/sendFriendRequest';
import { emailProblem } from './format';

/** Sends a friend request by e-mail; shows the server's answer, which never reveals an account. */
export function AddFriendForm({ ownEmail }: { ownEmail: string | undefined }) {
  const { t } = useTranslation('connections');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | undefined>();
  const send = useSendFriendRequest();
  const serverField = serverFieldErrors(send.error).email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentMessage(undefined);
    const problem = emailProblem(email, ownEmail);
    setError(problem ? t(`add.${problem}`) : undefined);
    if (problem) return;
    send.mutate(email.trim(), {
      onSuccess: (res) => {
        setSentMessage(res.message);
        setEmail('');
      },
    });
  };

  return (
    <section aria-labelledby="add-friend-title" className="student-section student-panel">
      <h2 id="add-friend-title">{t('add.heading')}</h2>
      <form onSubmit={submit} noValidate className="student-social-inline-form">
        <TextField
          label={t('add.email')}
          type="email"
          autoComplete="off"
          value={email}
          required
          maxLength={254}
          hint={t('add.hint')}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? serverField}
        />
        <Button type="submit" loading={send.isPending} loadingLabel={t('add.sending')}>
          {t('add.submit')}
        </Button>
      </form>
      {send.isError && !serverField && (
        <FormError message={serverMessage(send.error) ?? t('failed')} />
      )}
      {sentMessage && <Alert tone="success">{sentMessage}</Alert>}
    </section>
  );
}
