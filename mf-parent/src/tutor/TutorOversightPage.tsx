import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useMyChildren } from '../api/getMyChildren';
import { ConversationsSection } from './ConversationsSection';
import { PARENT_TUTOR_NS } from './i18n';
import { SafetyReportSection } from './SafetyReportSection';
import { SettingsSection } from './SettingsSection';
import './tutor.css';

/** /parent/dashboard/:studentId/tutor: a linked child's tutor use, safety report and settings. */
export function TutorOversightPage() {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  const { studentId = '' } = useParams();
  const children = useMyChildren();
  const child = children.data?.find((c) => c.id === studentId);
  return (
    <div className="parent-page ptutor">
      <p>
        <Link to={`/parent/dashboard/${encodeURIComponent(studentId)}`}>{t('back')}</Link>
      </p>
      <h1>{child ? t('title', { name: child.first_name }) : t('titleFallback')}</h1>
      <p className="parent-lead">{t('lead')}</p>
      <SafetyReportSection childId={studentId} />
      <ConversationsSection childId={studentId} childName={child?.first_name ?? ''} />
      <SettingsSection childId={studentId} />
    </div>
  );
}
