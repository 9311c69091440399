import { z } from 'zod';

// DELETE /api/admin/advisors/:advisorId/students/:studentId (200)
export const deleteAdminAdvisorsAdvisoridParamStudentsStudentidParamResponse = z.object({
  message: z.string(),
});

// PUT /api/admin/advisors/:advisorId/students/:studentId (200)
export const putAdminAdvisorsAdvisoridParamStudentsStudentidParamResponse = z.object({
  message: z.string(),
});

// GET /api/admin/audit-log (200)
export const getAdminAuditLogResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      actor: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
      }),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      details: z.object({
        operator: z.string().optional(),
        new: z
          .object({
            email: z.string().optional(),
            role: z.string().optional(),
            is_active: z.union([z.boolean(), z.number()]).optional(),
            image: z.string().nullable().optional(),
            name: z.string().optional(),
            description: z.string().optional(),
            identity_statement: z.string().optional(),
            primary_pillar: z.string().optional(),
            min_quests: z.number().optional(),
            min_xp: z.number().optional(),
            quest_ids: z.array(z.string()).optional(),
            xp_per_credit: z.number().optional(),
            total_required: z.number().optional(),
            requirements: z
              .object({
                language_arts: z.number(),
                math: z.number(),
                science: z.number(),
                social_studies: z.number(),
                financial_literacy: z.number(),
                health: z.number(),
                pe: z.number(),
                fine_arts: z.number(),
                cte: z.number(),
                digital_literacy: z.number(),
                electives: z.number(),
              })
              .optional(),
            subscription_tier: z.string().optional(),
            site_name: z.string().optional(),
            logo_url: z.string().nullable().optional(),
            upload_quota_mb: z.number().optional(),
            title: z.string().optional(),
            tasks: z.number().optional(),
            pillars: z.string().optional(),
            total_xp: z.number().optional(),
          })
          .optional(),
        password_set: z.boolean().optional(),
        link_mailed: z.boolean().optional(),
        old: z
          .object({
            role: z.string().optional(),
            is_active: z.boolean().optional(),
            image: z.string().nullable().optional(),
            xp_per_credit: z.number().optional(),
            total_required: z.number().optional(),
            requirements: z
              .object({
                language_arts: z.number(),
                math: z.number(),
                science: z.number(),
                social_studies: z.number(),
                financial_literacy: z.number(),
                health: z.number(),
                pe: z.number(),
                fine_arts: z.number(),
                cte: z.number(),
                digital_literacy: z.number(),
                electives: z.number(),
              })
              .optional(),
            subscription_tier: z.string().optional(),
            site_name: z.string().optional(),
            logo_url: z.string().nullable().optional(),
            upload_quota_mb: z.number().optional(),
            title: z.string().optional(),
            tasks: z.number().optional(),
            total_xp: z.number().optional(),
            pillars: z.string().optional(),
          })
          .optional(),
        email: z.string().optional(),
        advisor: z.string().optional(),
        student: z.string().optional(),
        what: z.string().optional(),
        status: z.string().optional(),
        incident_ids: z.array(z.string()).optional(),
        item_id: z.string().optional(),
        parent_id: z.string().optional(),
        child_id: z.string().nullable().optional(),
        title: z.string().optional(),
      }),
      created_at: z.string(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// DELETE /api/admin/parent-links/:parentId/:childId (200)
export const deleteAdminParentLinksParentidParamChildidParamResponse = z.object({
  message: z.string(),
});

// GET /api/admin/quests (200)
export const getAdminQuestsResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      short_description: z.string(),
      pillars: z.array(z.string()),
      total_xp: z.number(),
      task_count: z.number(),
      is_active: z.boolean(),
      created_at: z.string(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// POST /api/admin/quests (201)
export const postAdminQuestsResponse201 = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  pillars: z.array(z.string()),
  total_xp: z.number(),
  task_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string(),
      xp: z.number(),
      required: z.boolean(),
      subject: z.string(),
    }),
  ),
});

// PUT /api/admin/quests/:id (200)
export const putAdminQuestsIdParamResponse = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  pillars: z.array(z.string()),
  total_xp: z.number(),
  task_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string(),
      xp: z.number(),
      required: z.boolean(),
      subject: z.string(),
    }),
  ),
});

// PUT /api/admin/quests/:id/active (200)
export const putAdminQuestsIdParamActiveResponse = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  pillars: z.array(z.string()),
  total_xp: z.number(),
  task_count: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string(),
      xp: z.number(),
      required: z.boolean(),
      subject: z.string(),
    }),
  ),
});

// GET /api/admin/settings (200)
export const getAdminSettingsResponse = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
  upload_quota_mb: z.number(),
});

// PUT /api/admin/settings (200)
export const putAdminSettingsResponse = z.object({
  site_name: z.string(),
  logo_url: z.string().nullable(),
  upload_quota_mb: z.number(),
});

// POST /api/admin/settings/logo (200)
export const postAdminSettingsLogoResponse = z.object({
  site_name: z.string(),
  logo_url: z.string(),
});

// GET /api/admin/users (200)
export const getAdminUsersResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      role: z.string(),
      subscription_tier: z.string().nullable(),
      created_at: z.string(),
      language: z.string().nullable(),
      is_active: z.boolean(),
      email_verified: z.boolean(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// GET /api/admin/users/:id (200)
export const getAdminUsersIdParamResponse = z.object({
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.string(),
    subscription_tier: z.string(),
    created_at: z.string(),
    language: z.string().nullable(),
    is_active: z.boolean(),
    email_verified: z.boolean(),
  }),
  advisors: z.array(z.unknown()),
  students: z.array(z.unknown()),
  parents: z.array(z.unknown()),
  children: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  ),
});

// PATCH /api/admin/users/:id (200)
export const patchAdminUsersIdParamResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  subscription_tier: z.string(),
  created_at: z.string(),
  language: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
});

// POST /api/admin/users/:id/deactivate (200)
export const postAdminUsersIdParamDeactivateResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  subscription_tier: z.string(),
  created_at: z.string(),
  language: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
});

// POST /api/admin/users/:id/password-reset (200)
export const postAdminUsersIdParamPasswordResetResponse = z.object({
  message: z.string(),
});

// POST /api/admin/users/:id/reactivate (200)
export const postAdminUsersIdParamReactivateResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  subscription_tier: z.string(),
  created_at: z.string(),
  language: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
});

export const endpoints = {
  'DELETE /api/admin/advisors/:advisorId/students/:studentId': {
    200: deleteAdminAdvisorsAdvisoridParamStudentsStudentidParamResponse,
  },
  'PUT /api/admin/advisors/:advisorId/students/:studentId': {
    200: putAdminAdvisorsAdvisoridParamStudentsStudentidParamResponse,
  },
  'GET /api/admin/audit-log': { 200: getAdminAuditLogResponse },
  'PUT /api/admin/parent-links/:parentId/:childId': {
    200: deleteAdminParentLinksParentidParamChildidParamResponse,
  },
  'DELETE /api/admin/parent-links/:parentId/:childId': {
    200: deleteAdminParentLinksParentidParamChildidParamResponse,
  },
  'GET /api/admin/quests': { 200: getAdminQuestsResponse },
  'POST /api/admin/quests': { 201: postAdminQuestsResponse201 },
  'GET /api/admin/quests/:id': { 200: putAdminQuestsIdParamResponse },
  'PUT /api/admin/quests/:id': { 200: putAdminQuestsIdParamResponse },
  'PUT /api/admin/quests/:id/active': { 200: putAdminQuestsIdParamActiveResponse },
  'GET /api/admin/settings': { 200: getAdminSettingsResponse },
  'PUT /api/admin/settings': { 200: putAdminSettingsResponse },
  'POST /api/admin/settings/logo': { 200: postAdminSettingsLogoResponse },
  'GET /api/admin/users': { 200: getAdminUsersResponse },
  'GET /api/admin/users/:id': { 200: getAdminUsersIdParamResponse },
  'PATCH /api/admin/users/:id': { 200: patchAdminUsersIdParamResponse },
  'POST /api/admin/users/:id/deactivate': { 200: postAdminUsersIdParamDeactivateResponse },
  'POST /api/admin/users/:id/password-reset': { 200: postAdminUsersIdParamPasswordResetResponse },
  'POST /api/admin/users/:id/reactivate': { 200: postAdminUsersIdParamReactivateResponse },
};
