import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, serverFieldErrors, serverMessage } from '@optio/api-client';
import { formatNumber, useTranslation } from '@optio/i18n';
import { Alert, Button, Spinner, TextArea } from '@optio/ui';
import { useMessages } from './api/getMessages';
import { tutorKeys } from './api/keys';
import { streamMessage } from './api/streamMessage';
import type { TutorMessage } from './api/types';
import { TUTOR_NS } from './i18n';
import { MessageBubble } from './MessageBubble';

export const MESSAGE_MAX = 2000;

interface Pending {
  student: TutorMessage | null;
  reply: string;
}

/** One conversation: its messages, the reply as it streams, and the composer. */
export function ChatView({
  conversationId,
  limitReached,
}: {
  conversationId: string;
  limitReached: boolean;
}) {
  const { t } = useTranslation(TUTOR_NS);
  const client = useQueryClient();
  const messages = useMessages(conversationId);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [announce, setAnnounce] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.data, pending]);

  const sending = pending !== null;
  const tooLong = draft.length > MESSAGE_MAX;

  const send = async () => {
    const text = draft.trim();
    if (!text) return setError({ message: t('required'), field: 'message' });
    if (text.length > MESSAGE_MAX) return setError({ message: t('tooLong'), field: 'message' });
    setError(null);
    setAnnounce(t('typing'));
    setPending({ student: null, reply: '' });
    const abort = new AbortController();
    abortRef.current = abort;
    let finalText = '';
    try {
      await streamMessage(
        conversationId,
        text,
        {
          onStudent: (message) => {
            setDraft('');
            setPending((p) => ({ reply: p?.reply ?? '', student: message }));
          },
          onDelta: (piece) => setPending((p) => (p ? { ...p, reply: p.reply + piece } : p)),
          onReplace: (whole) => setPending((p) => (p ? { ...p, reply: whole } : p)),
          onDone: (message) => {
            finalText = message.content;
          },
        },
        abort.signal,
      );
      if (finalText) setAnnounce(t('replied', { text: finalText }));
    } catch (err) {
      if (abort.signal.aborted) return;
      const fields = serverFieldErrors(err);
      setError({
        message:
          fields.message ??
          serverMessage(err) ??
          (isApiError(err) ? t('sendFailed') : t('tryAgainLater')),
        ...(fields.message ? { field: 'message' } : {}),
      });
      setAnnounce('');
    } finally {
      await client.invalidateQueries({ queryKey: tutorKeys.all });
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!sending) void send();
    }
  };

  const list = messages.data?.messages ?? [];
  return (
    <div className="tutor-chat">
      {messages.isPending && <Spinner label={t('loading')} />}
      {messages.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {messages.data && (
        // Focusable so keyboard users can scroll a long conversation.
        <ol className="tutor-messages" aria-label={t('chatLog')} aria-busy={sending} tabIndex={0}>
          {list.length === 0 && !pending && <li className="tutor-muted">{t('empty')}</li>}
          {list.map((m) => (
            <MessageBubble key={m.id} role={m.role} content={m.content} flagged={m.flagged} />
          ))}
          {pending?.student && (
            <MessageBubble
              role="student"
              content={pending.student.content}
              flagged={pending.student.flagged}
            />
          )}
          {pending && (
            <MessageBubble role="tutor" content={pending.reply} flagged={false} streaming />
          )}
        </ol>
      )}
      <div ref={endRef} />
      <p className="student-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {error && !error.field && <Alert tone="error">{error.message}</Alert>}
      <form className="tutor-composer" onSubmit={submit}>
        <TextArea
          label={t('messageLabel')}
          value={draft}
          rows={3}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          hint={t('messageHint', { count: draft.length, max: formatNumber(MESSAGE_MAX) })}
          error={error?.field === 'message' ? error.message : tooLong ? t('tooLong') : undefined}
          disabled={limitReached}
        />
        <Button type="submit" loading={sending} loadingLabel={t('sending')} disabled={limitReached}>
          {t('send')}
        </Button>
      </form>
    </div>
  );
}
