import { useSearchParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useUnreadCount } from './api/getUnreadCount';
import { MessagesPanel } from './MessagesPanel';
import { panelId, tabId, Tabs } from './Tabs';
import { TutorTab } from './TutorTab';
import './i18n';
import './social.css';

type Tab = 'messages' | 'tutor';
const ID_BASE = 'communication';

/** /communication: "Messages" (direct messages) and "Tutor"; the tab lives in `?tab=`. */
export function CommunicationPage() {
  const { t } = useTranslation('communication');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tutor' ? 'tutor' : 'messages';
  const unread = useUnreadCount().data?.unread ?? 0;

  const select = (next: Tab) => {
    if (next === tab) return;
    const out = new URLSearchParams(params);
    if (next === 'tutor') out.set('tab', 'tutor');
    else out.delete('tab');
    setParams(out, { replace: true });
  };

  return (
    <div className="student-page student-page--wide">
      <h1>{t('title')}</h1>
      <p className="student-lead">{t('lead')}</p>
      <Tabs<Tab>
        idBase={ID_BASE}
        label={t('tabsLabel')}
        selected={tab}
        onSelect={select}
        tabs={[
          {
            id: 'messages',
            label: (
              <>
                {t('tabs.messages')}
                {unread > 0 && (
                  <span className="student-social-count">
                    <span aria-hidden="true">{unread}</span>
                    <span className="student-visually-hidden">
                      {` ${t('tabs.unread', { count: unread })}`}
                    </span>
                  </span>
                )}
              </>
            ),
          },
          { id: 'tutor', label: t('tabs.tutor') },
        ]}
      />
      {(['messages', 'tutor'] as const).map((id) => (
        // Both panels exist so every tab's aria-controls resolves; only the open one has content.
        <div
          key={id}
          role="tabpanel"
          id={panelId(ID_BASE, id)}
          aria-labelledby={tabId(ID_BASE, id)}
          hidden={id !== tab}
          className="student-social-tabpanel"
        >
          {id !== tab ? null : id === 'messages' ? <MessagesPanel /> : <TutorTab />}
        </div>
      ))}
    </div>
  );
}
