import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useChildDashboard } from '../api/getChildDashboard';
import { ChildDataPanel } from './ChildDataPanel';
import { ApprovalsCard } from './ApprovalsCard';
import { ReviewCard } from './ReviewCard';
import { CalendarCard } from './CalendarCard';
import { ChildMessagesCard } from './ChildMessagesCard';
import { CompletionsCard } from './CompletionsCard';
import { EvidenceForm } from './EvidenceForm';
import { FriendApprovalsCard } from './FriendApprovalsCard';
import { InsightsCard } from './InsightsCard';
import { ObserversPanel } from './ObserversPanel';
import { PrivateQuestForm } from './PrivateQuestForm';
import { ProgressChart } from './ProgressChart';
import { QuestsAndXp } from './QuestsAndXp';
import { RhythmCard } from './RhythmCard';
import { QueryState } from '@optio/ui';
import { EvaluatorCard } from '../evaluator/EvaluatorCard';
import { TrackingCard } from '../evaluator/TrackingCard';

/**
 * Everything about one linked child, in the order a parent reads it. `readOnly` is an admin's
 * family view: the server lets admins read but never act for a family (approvals, evidence,
 * quests, observers and the tutor report need a real parent link), so those are not offered.
 */
export function ChildOverview({
  childId,
  readOnly = false,
}: {
  childId: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('parent');
  const dash = useChildDashboard(childId);
  const data = dash.data;
  return (
    <article className="parent-overview" aria-labelledby="child-title">
      <QueryState
        isLoading={dash.isPending}
        error={dash.error}
        onRetry={() => void dash.refetch()}
      />
      {data && (
        <>
          <header className="parent-overview__head">
            <h2 id="child-title">{t('family.childHeading', { name: data.child.first_name })}</h2>
            {!readOnly && (
              <Link className="parent-tutor-link" to={`/parent/dashboard/${childId}/tutor`}>
                {t('family.tutorLink')}
              </Link>
            )}
          </header>
          <RhythmCard data={data} />
          <QuestsAndXp data={data} />
          {!readOnly && <ApprovalsCard data={data} />}
          {!readOnly && <ReviewCard childId={childId} childName={data.child.first_name} />}
          {!readOnly && (
            <>
              <FriendApprovalsCard childId={childId} childName={data.child.first_name} />
              <ChildMessagesCard childId={childId} childName={data.child.first_name} />
            </>
          )}
          <TrackingCard childId={childId} readOnly={readOnly} />
          {!readOnly && <EvaluatorCard childId={childId} childName={data.child.first_name} />}
          <div className="parent-grid">
            <ProgressChart childId={childId} />
            <InsightsCard childId={childId} />
          </div>
          <div className="parent-grid">
            <CompletionsCard childId={childId} />
            <CalendarCard childId={childId} />
          </div>
          {!readOnly && (
            <>
              <EvidenceForm childId={childId} childName={data.child.first_name} />
              <PrivateQuestForm childId={childId} childName={data.child.first_name} />
              <ObserversPanel childId={childId} childName={data.child.first_name} />
              <ChildDataPanel childId={childId} />
            </>
          )}
        </>
      )}
    </article>
  );
}
