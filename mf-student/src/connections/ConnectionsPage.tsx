import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { Alert, QueryState } from '@optio/ui';
import { ActivityFeed } from './ActivityFeed';
import { AddFriendForm } from './AddFriendForm';
import { useFriends } from './api/getFriends';
import { FriendList } from './FriendList';
import { FriendRequests } from './FriendRequests';
import './i18n';
import '../communication/social.css';

/** /connections: friends by e-mail, requests both ways, and friends' activity. */
export function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const { user } = useSession();
  // Friends are a student feature (the API answers 403 to other roles; admin passes every gate).
  const canHaveFriends = user?.role === 'student' || user?.role === 'admin';
  const overview = useFriends(canHaveFriends);
  const data = overview.data;

  return (
    <div className="student-page">
      <h1>{t('title')}</h1>
      <p className="student-lead">{t('lead')}</p>
      {!canHaveFriends ? (
        <Alert tone="info">{t('notForRole')}</Alert>
      ) : (
        <>
          <AddFriendForm ownEmail={user?.email} />
          {!data ? (
            <QueryState
              isLoading={overview.isLoading}
              error={overview.error}
              onRetry={() => void overview.refetch()}
            />
          ) : (
            <>
              <FriendRequests data={data} />
              <FriendList friends={data.friends} />
            </>
          )}
          <ActivityFeed />
        </>
      )}
    </div>
  );
}
