import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextArea } from '@optio/ui';
import { useSendMessage } from '../api/sendMessage';
import { useThread } from '../api/getThread';

/** The conversation with the student (the messages feature's API) and a form to write. */
export function MessagePanel({ studentId, firstName }: { studentId: string; firstName: string }) {
  const { t, i18n } = useTranslation('advisor');
  const thread = useThread(studentId);
  const send = useSendMessage(studentId);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const fields = send.isError ? serverFieldErrors(send.error) : {};
  const formError =
    send.isError && Object.keys(fields).length === 0
      ? (serverMessage(send.error) ?? t('message.failed'))
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) return setEmpty(true);
    setEmpty(false);
    send.mutate(body.trim(), { onSuccess: () => setBody('') });
  };

  const messages = thread.data?.messages ?? [];
  return (
    <section className="advisor-panel" aria-labelledby="message-title">
      <h2 id="message-title">{t('message.title', { name: firstName })}</h2>
      {thread.isError && <p>{t('message.unavailable')}</p>}
      {messages.length > 0 && (
        <ol className="advisor-thread" aria-label={t('message.history')}>
          {messages.map((m) => (
            <li key={m.id} className={m.sender_id === studentId ? '' : 'advisor-thread__mine'}>
              <p className="advisor-muted">
                {m.sender_id === studentId ? firstName : t('message.you')} ·{' '}
                <time dateTime={m.created_at}>
                  {new Date(m.created_at).toLocaleString(i18n.language)}
                </time>
              </p>
              <p>{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="advisor-form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextArea
          label={t('message.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          maxLength={2000}
          error={empty ? t('message.required') : fields.body}
        />
        <Button type="submit" loading={send.isPending} loadingLabel={t('message.sending')}>
          {t('message.send')}
        </Button>
      </form>
    </section>
  );
}
