import { Route } from '@optio/router';
import { BadgeDetailPage } from '../badges/BadgeDetailPage';
import { BadgeProgressPage } from '../badges/BadgeProgressPage';
import { BadgesPage } from '../badges/BadgesPage';
import { CreditsPage } from '../credits/CreditsPage';
import { DiplomaPage } from '../diploma/DiplomaPage';
import { ProfilePage } from '../profile/ProfilePage';
import { TranscriptPage } from '../transcript/TranscriptPage';
import './i18n';

/** The records screens, spliced into mf-student's <Routes> (an array of <Route>s). */
export const recordsRoutes = [
  <Route key="badges" path="badges" element={<BadgesPage />} />,
  <Route key="badge" path="badges/:badgeId" element={<BadgeDetailPage />} />,
  <Route key="badge-progress" path="badge-progress" element={<BadgeProgressPage />} />,
  <Route key="credits" path="credits" element={<CreditsPage />} />,
  <Route key="transcript" path="transcript" element={<TranscriptPage />} />,
  <Route key="diploma" path="diploma" element={<DiplomaPage />} />,
  <Route key="profile" path="profile" element={<ProfilePage />} />,
];
