// What other features use: the audit log and parent links (routes register from feature.ts).
export { auditStaffRead, STAFF_ROLES, writeAudit } from './audit/service';
export { ensureParentLink } from './links/service';
