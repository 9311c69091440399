import { z } from 'zod';

// GET /api/family/encouragements (200)
export const getFamilyEncouragementsResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});

// GET /api/family/links (200)
export const getFamilyLinksResponse = z.object({
  linked: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      since: z.string(),
    }),
  ),
  sent: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
    }),
  ),
  received: z.array(
    z.object({
      id: z.string(),
      from: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
  manages_own_links: z.boolean(),
  to_approve: z.array(
    z.object({
      id: z.string(),
      from: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      child: z.object({
        id: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      created_at: z.string(),
    }),
  ),
});

// POST /api/family/links (200)
export const postFamilyLinksResponse = z.object({
  message: z.string(),
});

// DELETE /api/family/links/:id (200)
export const deleteFamilyLinksIdParamResponse = z.object({
  message: z.string(),
});

// POST /api/family/links/:id/approve (200)
export const postFamilyLinksIdParamApproveResponse = z.object({
  message: z.string(),
});

// POST /api/family/links/:id/decline (200)
export const postFamilyLinksIdParamDeclineResponse = z.object({
  message: z.string(),
});

// DELETE /api/family/parents/:parentId (200)
export const deleteFamilyParentsParentidParamResponse = z.object({
  message: z.string(),
});

// POST /api/observer-invitations/accept (200)
export const postObserverInvitationsAcceptResponse = z.object({
  message: z.string(),
  student_id: z.string(),
});

// GET /api/observer-invitations/preview (200)
export const getObserverInvitationsPreviewResponse = z.object({
  email: z.string(),
  child_first_name: z.string(),
  parent_name: z.string(),
  expires_at: z.string(),
  has_account: z.boolean(),
});

// POST /api/observer-invitations/register (201)
export const postObserverInvitationsRegisterResponse201 = z.object({
  message: z.string(),
  email: z.string(),
});

// POST /api/observer/cheers/:studentId (200)
export const postObserverCheersStudentidParamResponse = z.object({
  cheers: z.number(),
});

// POST /api/observer/encouragements/:studentId (201)
export const postObserverEncouragementsStudentidParamResponse201 = z.object({
  id: z.string(),
  held: z.boolean(),
  held_categories: z.array(z.string()),
  message: z.string(),
});

// GET /api/observer/feed/:studentId (200)
export const getObserverFeedStudentidParamResponse = z.object({
  student: z.object({
    id: z.string(),
    first_name: z.string(),
  }),
  items: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      title: z.string(),
      quest_title: z.string(),
      description: z.string(),
      pillar: z.string(),
      xp: z.number(),
      at: z.string(),
      evidence: z.array(
        z.object({
          kind: z.string(),
          text: z.string(),
          url: z.string().nullable(),
        }),
      ),
      link_url: z.string().nullable(),
      cheers: z.number(),
      cheered_by_me: z.boolean(),
    }),
  ),
});

// GET /api/observer/students (200)
export const getObserverStudentsResponse = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    }),
  ),
});

// GET /api/parent/calendar/:childId (200)
export const getParentCalendarChildidParamResponse = z.object({
  items: z.array(z.unknown()),
});

// GET /api/parent/children/:childId/consent (200)
export const getParentChildrenChildidParamConsentResponse = z.object({
  child: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    date_of_birth: z.string(),
    created_at: z.string(),
  }),
  consented_at: z.string(),
  statement_version: z.string(),
  withdrawn_at: z.string().nullable(),
  deletion_scheduled_for: z.string().nullable(),
});

// POST /api/parent/children/:childId/consent/withdraw (200)
export const postParentChildrenChildidParamConsentWithdrawResponse = z.object({
  message: z.string(),
});

// POST /api/parent/children/:childId/delete (200)
export const postParentChildrenChildidParamDeleteResponse = z.object({
  message: z.string(),
});

// GET /api/parent/completions/:childId (200)
export const getParentCompletionsChildidParamResponse = z.object({
  items: z.array(
    z.object({
      task_id: z.string(),
      task_title: z.string(),
      quest_id: z.string(),
      quest_title: z.string(),
      pillar: z.string(),
      xp: z.number(),
      completed_at: z.string(),
      confidential: z.boolean(),
      evidence_count: z.number(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// GET /api/parent/dashboard/:childId (200)
export const getParentDashboardChildidParamResponse = z.object({
  xp_total: z.number(),
  xp_by_pillar: z.object({
    stem: z.number(),
    wellness: z.number(),
    communication: z.number(),
    civics: z.number(),
    art: z.number(),
  }),
  level: z.object({
    name: z.string(),
    min_xp: z.number(),
    next: z.object({
      name: z.string(),
      min_xp: z.number(),
    }),
  }),
  streak_days: z.number(),
  active_quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      short_description: z.string(),
      cover_image_url: z.string().nullable(),
      pillars: z.array(z.string()),
      total_xp: z.number(),
      task_count: z.number(),
      enrolment: z.object({
        status: z.string(),
        tasks_completed: z.number(),
        tasks_total: z.number(),
        xp_earned: z.number(),
        due_date: z.string().nullable(),
        picked_up_at: z.string(),
        completed_at: z.string().nullable(),
      }),
    }),
  ),
  recent_completions: z.array(
    z.object({
      task_id: z.string(),
      task_title: z.string(),
      quest_id: z.string(),
      quest_title: z.string(),
      pillar: z.string(),
      xp: z.number(),
      completed_at: z.string(),
    }),
  ),
  upcoming: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      quest_id: z.string(),
      title: z.string(),
      quest_title: z.string(),
      due_date: z.string(),
      completed: z.boolean(),
    }),
  ),
  child: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  weekly_wins: z.object({
    tasks_completed: z.number(),
    xp: z.number(),
    quests_completed: z.number(),
    highlights: z.array(
      z.object({
        task_id: z.string(),
        title: z.string(),
        pillar: z.string(),
      }),
    ),
  }),
  rhythm: z.object({
    status: z.string(),
    overdue: z.number(),
    last_activity_at: z.string().nullable(),
  }),
  approvals: z.object({
    visibility_requests: z.array(
      z.object({
        id: z.string(),
        target: z.string(),
        created_at: z.string(),
      }),
    ),
    parent_evidence: z.array(
      z.object({
        id: z.string(),
        title: z.string().nullable(),
        description: z.string().nullable(),
        pillar: z.string().nullable(),
        status: z.string(),
        file_name: z.string().nullable(),
        link_url: z.string().nullable(),
        work_date: z.string().nullable(),
        created_at: z.string(),
        decided_at: z.string().nullable(),
        held: z.boolean(),
      }),
    ),
  }),
});

// GET /api/parent/evidence/:childId (200)
export const getParentEvidenceChildidParamResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      pillar: z.string().nullable(),
      status: z.string(),
      file_name: z.string().nullable(),
      link_url: z.string().nullable(),
      work_date: z.string().nullable(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
      held: z.boolean(),
    }),
  ),
});

// POST /api/parent/evidence/:childId (201)
export const postParentEvidenceChildidParamResponse201 = z.object({
  id: z.string(),
  status: z.string(),
  held: z.boolean(),
  held_categories: z.array(z.string()),
});

// GET /api/parent/insights/:childId (200)
export const getParentInsightsChildidParamResponse = z.object({
  pillars: z.array(
    z.object({
      pillar: z.string(),
      xp: z.number(),
      share: z.number(),
    }),
  ),
  strongest: z.string(),
  to_explore: z.string(),
  streak_days: z.number(),
  longest_streak_days: z.number(),
  active_days_30: z.number(),
  tasks_completed_30: z.number(),
});

// GET /api/parent/observers/:childId (200)
export const getParentObserversChildidParamResponse = z.object({
  observers: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      since: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
      expired: z.boolean(),
    }),
  ),
  reads: z.array(
    z.object({
      observer_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      what: z.string(),
      at: z.string(),
    }),
  ),
  encouragements: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});

// POST /api/parent/observers/:childId (200)
export const postParentObserversChildidParamResponse = z.object({
  message: z.string(),
});

// DELETE /api/parent/observers/:childId/:observerId (200)
export const deleteParentObserversChildidParamObserveridParamResponse = z.object({
  message: z.string(),
});

// GET /api/parent/progress/:childId (200)
export const getParentProgressChildidParamResponse = z.object({
  weeks: z.array(
    z.object({
      week_start: z.string(),
      xp: z.number(),
      tasks: z.number(),
      cumulative_xp: z.number(),
    }),
  ),
});

// POST /api/parent/quests/:childId (201)
export const postParentQuestsChildidParamResponse201 = z.object({
  id: z.string(),
});

// GET /api/parent/task/:childId/:taskId (200)
export const getParentTaskChildidParamTaskidParamResponse = z.object({
  child: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  quest: z.object({
    id: z.string(),
    title: z.string(),
  }),
  task: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    pillar: z.string(),
    xp: z.number(),
    required: z.boolean(),
    subjects: z.array(
      z.object({
        subject: z.string(),
        xp: z.number(),
      }),
    ),
    is_personal: z.boolean(),
    due_date: z.string().nullable(),
    completed_at: z.string(),
    evidence: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        text: z.string().nullable(),
        url: z.string().nullable(),
        file: z
          .object({
            id: z.string(),
            name: z.string(),
            mime: z.string(),
            size: z.number(),
            download_url: z.string(),
          })
          .nullable(),
        confidential: z.boolean(),
        held: z.boolean(),
        created_at: z.string(),
      }),
    ),
  }),
});

// POST /api/parent/visibility-requests/:id/approve (200)
export const postParentVisibilityRequestsIdParamApproveResponse = z.object({
  message: z.string(),
});

export const endpoints = {
  'GET /api/family/encouragements': { 200: getFamilyEncouragementsResponse },
  'GET /api/family/links': { 200: getFamilyLinksResponse },
  'POST /api/family/links': { 200: postFamilyLinksResponse },
  'DELETE /api/family/links/:id': { 200: deleteFamilyLinksIdParamResponse },
  'POST /api/family/links/:id/approve': { 200: postFamilyLinksIdParamApproveResponse },
  'POST /api/family/links/:id/decline': { 200: postFamilyLinksIdParamDeclineResponse },
  'DELETE /api/family/parents/:parentId': { 200: deleteFamilyParentsParentidParamResponse },
  'POST /api/observer-invitations/accept': { 200: postObserverInvitationsAcceptResponse },
  'GET /api/observer-invitations/preview': { 200: getObserverInvitationsPreviewResponse },
  'POST /api/observer-invitations/register': { 201: postObserverInvitationsRegisterResponse201 },
  'POST /api/observer/cheers/:studentId': { 200: postObserverCheersStudentidParamResponse },
  'POST /api/observer/encouragements/:studentId': {
    201: postObserverEncouragementsStudentidParamResponse201,
  },
  'GET /api/observer/feed/:studentId': { 200: getObserverFeedStudentidParamResponse },
  'GET /api/observer/students': { 200: getObserverStudentsResponse },
  'GET /api/parent/calendar/:childId': { 200: getParentCalendarChildidParamResponse },
  'GET /api/parent/children/:childId/consent': {
    200: getParentChildrenChildidParamConsentResponse,
  },
  'POST /api/parent/children/:childId/consent/withdraw': {
    200: postParentChildrenChildidParamConsentWithdrawResponse,
  },
  'POST /api/parent/children/:childId/delete': {
    200: postParentChildrenChildidParamDeleteResponse,
  },
  'GET /api/parent/completions/:childId': { 200: getParentCompletionsChildidParamResponse },
  'GET /api/parent/dashboard/:childId': { 200: getParentDashboardChildidParamResponse },
  'GET /api/parent/evidence/:childId': { 200: getParentEvidenceChildidParamResponse },
  'POST /api/parent/evidence/:childId': { 201: postParentEvidenceChildidParamResponse201 },
  'GET /api/parent/insights/:childId': { 200: getParentInsightsChildidParamResponse },
  'GET /api/parent/observers/:childId': { 200: getParentObserversChildidParamResponse },
  'POST /api/parent/observers/:childId': { 200: postParentObserversChildidParamResponse },
  'DELETE /api/parent/observers/:childId/:observerId': {
    200: deleteParentObserversChildidParamObserveridParamResponse,
  },
  'GET /api/parent/progress/:childId': { 200: getParentProgressChildidParamResponse },
  'POST /api/parent/quests/:childId': { 201: postParentQuestsChildidParamResponse201 },
  'GET /api/parent/task/:childId/:taskId': { 200: getParentTaskChildidParamTaskidParamResponse },
  'POST /api/parent/visibility-requests/:id/approve': {
    200: postParentVisibilityRequestsIdParamApproveResponse,
  },
};
