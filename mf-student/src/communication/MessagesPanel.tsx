import { useSearchParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useContacts } from './api/getContacts';
import { useThreads } from './api/getThreads';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { QueryState } from '@optio/ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Messages tab: conversations on one side, the open one (`?with=<userId>`) on the other. */
export function MessagesPanel() {
  const { t } = useTranslation('communication');
  const [params] = useSearchParams();
  const raw = params.get('with');
  const selectedId = raw && UUID.test(raw) ? raw.toLowerCase() : null;
  const threads = useThreads();
  const contacts = useContacts();

  const oversight = threads.data?.parent_oversight;
  return (
    <>
      {oversight && oversight !== 'none' && (
        <p className="student-social-oversight" role="note">
          {t(`oversight.${oversight}`)}
        </p>
      )}
      <div className="student-social-messages">
        {threads.data && contacts.data ? (
          <ThreadList
            threads={threads.data.threads}
            contacts={contacts.data.contacts}
            selectedId={selectedId}
          />
        ) : (
          <div className="student-social-threads">
            <QueryState
              isLoading={threads.isLoading || contacts.isLoading}
              error={threads.error ?? contacts.error}
              onRetry={() => {
                void threads.refetch();
                void contacts.refetch();
              }}
            />
          </div>
        )}
        <div className="student-social-thread-pane">
          {selectedId ? (
            <ThreadView key={selectedId} userId={selectedId} />
          ) : (
            <p className="student-muted">{t('thread.choose')}</p>
          )}
        </div>
      </div>
    </>
  );
}
