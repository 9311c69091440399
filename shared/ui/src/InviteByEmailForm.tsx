import { useState, type FormEvent, type ReactNode } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { Alert } from './Alert';
import { Button } from './Button';
import { cx } from './cx';
import { TextField } from './TextField';

/** What the form needs of an invite mutation (a React Query `useMutation` result fits). */
export interface InviteMutation {
  mutate: (email: string, options: { onSuccess: (res: { message: string }) => void }) => void;
  isPending: boolean;
  error: unknown;
}

export interface InviteByEmailFormProps {
  invite: InviteMutation;
  label: string;
  submitLabel: ReactNode;
  sendingLabel: ReactNode;
  /** Shown when the server's error carries no message of its own. */
  fallbackError: string;
  className?: string;
}

/**
 * An e-mail address and a send button: the server's answer is shown as a success message and the
 * field is emptied; an error on `email` is shown at the field, any other error below the form.
 */
export function InviteByEmailForm({
  invite,
  label,
  submitLabel,
  sendingLabel,
  fallbackError,
  className,
}: InviteByEmailFormProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const fieldError = invite.error ? serverFieldErrors(invite.error).email : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    invite.mutate(email, {
      onSuccess: (res) => {
        setSent(res.message);
        setEmail('');
      },
    });
  };

  return (
    <>
      <form className={cx('optio-invite-form', className)} onSubmit={submit} noValidate>
        <TextField
          label={label}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          required
        />
        <Button type="submit" loading={invite.isPending} loadingLabel={sendingLabel}>
          {submitLabel}
        </Button>
      </form>
      {sent && <Alert tone="success">{sent}</Alert>}
      {invite.error != null && !fieldError && (
        <Alert tone="error">{serverMessage(invite.error) ?? fallbackError}</Alert>
      )}
    </>
  );
}
