import type { Role } from '@optio/contracts/roles';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';

/** Where each non-student role does its work: sign-in lands everyone on /dashboard (docs/product.md#states). */
const HOMES: Partial<Record<Role, string>> = {
  parent: '/parent/dashboard',
  observer: '/observer',
  advisor: '/advisor',
  educator: '/admin',
  admin: '/admin',
};

/** A pointer to the role's own workspace, shown above the (then mostly empty) learning dashboard. */
export function RoleHomeNotice({ role }: { role: Role }) {
  const { t } = useTranslation('student');
  const home = HOMES[role];
  if (!home) return null;
  return (
    <section className="student-panel student-role-home" aria-labelledby="role-home-title">
      <h2 id="role-home-title">{t(`dashboard.roleHome.${role}.title`)}</h2>
      <p>{t(`dashboard.roleHome.${role}.text`)}</p>
      <Link to={home}>{t(`dashboard.roleHome.${role}.link`)}</Link>
    </section>
  );
}
