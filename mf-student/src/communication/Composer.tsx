import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextArea } from '@optio/ui';
import { useSendMessage } from './api/sendMessage';

export const MESSAGE_MAX = 2000;

/** Writes a message: trimmed, not empty, at most 2,000 characters; Ctrl/⌘+Enter sends. */
export function Composer({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('communication');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [held, setHeld] = useState(false);
  const send = useSendMessage(userId);
  const serverField = serverFieldErrors(send.error).body;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    const problem = !body
      ? t('composer.empty')
      : body.length > MESSAGE_MAX
        ? t('composer.tooLong')
        : undefined;
    setError(problem);
    if (problem || send.isPending) return;
    send.mutate(body, {
      onSuccess: (message) => {
        setText('');
        setHeld(message.held);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} noValidate className="student-social-composer">
      <TextArea
        label={t('composer.label', { name })}
        value={text}
        rows={3}
        maxLength={MESSAGE_MAX}
        hint={t('composer.hint', { count: text.length })}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        error={error ?? serverField}
      />
      <p role="status" className={held ? 'student-held__status' : 'optio-visually-hidden'}>
        {held ? t('held.status') : ''}
      </p>
      {send.isError && !serverField && (
        <FormError message={serverMessage(send.error) ?? t('composer.failed')} />
      )}
      <div className="student-actions">
        <Button type="submit" loading={send.isPending} loadingLabel={t('composer.sending')}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
