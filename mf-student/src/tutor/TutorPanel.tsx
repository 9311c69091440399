import { useState } from 'react';
import { isApiError, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Spinner } from '@optio/ui';
import { useConversations } from './api/getConversations';
import { useTutorSettings } from './api/getTutorSettings';
import { ChatView } from './ChatView';
import { ConversationList } from './ConversationList';
import { TUTOR_NS } from './i18n';
import { NewConversationForm } from './NewConversationForm';
import './tutor.css';

/**
 * The AI tutor (the Tutor tab of /communication): conversations in the modes a parent allows,
 * replies streamed as they are screened, today's usage and whether a parent can read along.
 */
export function TutorPanel() {
  const { t } = useTranslation(TUTOR_NS);
  const settings = useTutorSettings();
  const conversations = useConversations();
  const [selected, setSelected] = useState<string | null>(null);
  const list = conversations.data ?? [];
  const current = list.some((c) => c.id === selected) ? selected : (list[0]?.id ?? null);

  if (settings.isPending || conversations.isPending) return <Spinner label={t('loading')} />;
  const failure = settings.error ?? conversations.error;
  // Staff and parents reaching /communication: the tutor is a student's companion.
  if (isApiError(failure) && failure.status === 403)
    return <Alert tone="info">{t('studentsOnly')}</Alert>;
  if (failure || !settings.data) {
    return (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{serverMessage(failure) ?? t('tryAgainLater')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void settings.refetch();
            void conversations.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const s = settings.data;
  const limitReached = s.used_today >= s.daily_limit;

  return (
    <section className="tutor" aria-labelledby="tutor-title">
      <h2 id="tutor-title">{t('title')}</h2>
      <p className="tutor-lead">{t('lead')}</p>
      {!s.enabled ? (
        <Alert tone="info">{t('disabled')}</Alert>
      ) : (
        <>
          <ul className="tutor-notes">
            <li>{t('usage', { used: s.used_today, limit: s.daily_limit })}</li>
            {s.monitoring && <li>{t('monitoring')}</li>}
            <li>{t('privacy')}</li>
          </ul>
          {limitReached && <Alert tone="info">{t('limitReached')}</Alert>}
          <div className="tutor-layout">
            <aside className="tutor-side" aria-labelledby="tutor-conversations-title">
              <h3 id="tutor-conversations-title">{t('conversations')}</h3>
              <ConversationList conversations={list} current={current} onSelect={setSelected} />
              <NewConversationForm modes={s.allowed_modes} onCreated={setSelected} />
            </aside>
            <div className="tutor-main">
              {current ? (
                <ChatView key={current} conversationId={current} limitReached={limitReached} />
              ) : (
                <p className="tutor-muted">{t('pick')}</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

export default TutorPanel;
