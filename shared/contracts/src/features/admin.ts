// Staff tools: users, links, quests, settings, the audit log (api/src/features/admin).
import { z } from 'zod';
import { messageSchema, page, userSchema } from './common';
import { pillarSchema, subjectSchema } from './learning';

export const adminUserSchema = userSchema.extend({
  is_active: z.boolean(),
  email_verified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPersonSchema = userSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const userDetailSchema = z.object({
  user: adminUserSchema,
  advisors: z.array(adminPersonSchema),
  students: z.array(adminPersonSchema),
  parents: z.array(adminPersonSchema),
  children: z.array(adminPersonSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const adminQuestRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  pillars: z.array(pillarSchema),
  total_xp: z.number(),
  task_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminQuestRow = z.infer<typeof adminQuestRowSchema>;

export const adminQuestSchema = adminQuestRowSchema.extend({
  big_idea: z.string(),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: pillarSchema,
      xp: z.number(),
      required: z.boolean(),
      subject: subjectSchema,
    }),
  ),
});
export type AdminQuest = z.infer<typeof adminQuestSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: adminPersonSchema,
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** What changed (`old`/`new`) or what was read: free-form, by action. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const siteSettingsSchema = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
  /** Per-user upload storage in MB (admin settings only). */
  upload_quota_mb: z.number(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The public settings after a new logo (the admin's quota is not in them). */
export const siteLogoResponseSchema = z.object({
  site_name: z.string(),
  logo_url: z.string(),
});
export type SiteLogoResponse = z.infer<typeof siteLogoResponseSchema>;

export const endpoints = {
  'DELETE /api/admin/advisors/:advisorId/students/:studentId': {
    200: messageSchema,
  },
  'PUT /api/admin/advisors/:advisorId/students/:studentId': {
    200: messageSchema,
  },
  'GET /api/admin/audit-log': { 200: page(auditEntrySchema) },
  'PUT /api/admin/parent-links/:parentId/:childId': {
    200: messageSchema,
  },
  'DELETE /api/admin/parent-links/:parentId/:childId': {
    200: messageSchema,
  },
  'GET /api/admin/quests': { 200: page(adminQuestRowSchema) },
  'POST /api/admin/quests': { 201: adminQuestSchema },
  'GET /api/admin/quests/:id': { 200: adminQuestSchema },
  'PUT /api/admin/quests/:id': { 200: adminQuestSchema },
  'PUT /api/admin/quests/:id/active': { 200: adminQuestSchema },
  'GET /api/admin/settings': { 200: siteSettingsSchema },
  'PUT /api/admin/settings': { 200: siteSettingsSchema },
  'POST /api/admin/settings/logo': { 200: siteLogoResponseSchema },
  'GET /api/admin/users': { 200: page(adminUserSchema) },
  'GET /api/admin/users/:id': { 200: userDetailSchema },
  'PATCH /api/admin/users/:id': { 200: adminUserSchema },
  'POST /api/admin/users/:id/deactivate': { 200: adminUserSchema },
  'POST /api/admin/users/:id/password-reset': { 200: messageSchema },
  'POST /api/admin/users/:id/reactivate': { 200: adminUserSchema },
};
