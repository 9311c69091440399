import { z } from 'zod';

// GET /api/calendar (200)
export const getCalendarResponse = z.object({
  items: z.array(
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
});

// GET /api/quests (200)
export const getQuestsResponse = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      short_description: z.string(),
      cover_image_url: z.string().nullable(),
      pillars: z.array(z.string()),
      total_xp: z.number(),
      task_count: z.number(),
      enrolment: z
        .object({
          status: z.string(),
          tasks_completed: z.number(),
          tasks_total: z.number(),
          xp_earned: z.number(),
          due_date: z.string().nullable(),
          picked_up_at: z.string(),
          completed_at: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

// GET /api/quests/:id (200)
export const getQuestsIdParamResponse = z.object({
  id: z.string(),
  title: z.string(),
  short_description: z.string(),
  cover_image_url: z.string().nullable(),
  pillars: z.array(z.string()),
  total_xp: z.number(),
  task_count: z.number(),
  enrolment: z
    .object({
      status: z.string(),
      tasks_completed: z.number(),
      tasks_total: z.number(),
      xp_earned: z.number(),
      due_date: z.string().nullable(),
      picked_up_at: z.string(),
      completed_at: z.string().nullable(),
      id: z.string(),
      pickup_count: z.number(),
      history: z.array(
        z.object({
          picked_up_at: z.string(),
          set_down_at: z.string().nullable(),
          reflection: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
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
      completed_at: z.string().nullable(),
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
  ),
});

// PATCH /api/quests/:id/enrolment (200)
export const patchQuestsIdParamEnrolmentResponse = z.object({
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
    due_date: z.string(),
    picked_up_at: z.string(),
    completed_at: z.string().nullable(),
    id: z.string(),
    pickup_count: z.number(),
    history: z.array(
      z.object({
        picked_up_at: z.string(),
        set_down_at: z.string().nullable(),
        reflection: z.string().nullable(),
      }),
    ),
  }),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
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
      completed_at: z.string().nullable(),
      evidence: z.array(z.unknown()),
    }),
  ),
});

// POST /api/quests/:id/pick-up (200)
export const postQuestsIdParamPickUpResponse = z.object({
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
    id: z.string(),
    pickup_count: z.number(),
    history: z.array(
      z.object({
        picked_up_at: z.string(),
        set_down_at: z.string().nullable(),
        reflection: z.string().nullable(),
      }),
    ),
  }),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
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
      completed_at: z.string().nullable(),
      evidence: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          text: z.string(),
          url: z.string().nullable(),
          file: z.string().nullable(),
          confidential: z.boolean(),
          held: z.boolean(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
});

// POST /api/quests/:id/pick-up (201)
export const postQuestsIdParamPickUpResponse201 = z.object({
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
    id: z.string(),
    pickup_count: z.number(),
    history: z.array(
      z.object({
        picked_up_at: z.string(),
        set_down_at: z.string().nullable(),
        reflection: z.string().nullable(),
      }),
    ),
  }),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
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
      completed_at: z.string().nullable(),
      evidence: z.array(z.unknown()),
    }),
  ),
});

// POST /api/quests/:id/set-down (200)
export const postQuestsIdParamSetDownResponse = z.object({
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
    id: z.string(),
    pickup_count: z.number(),
    history: z.array(
      z.object({
        picked_up_at: z.string(),
        set_down_at: z.string(),
        reflection: z.string(),
      }),
    ),
  }),
  big_idea: z.string(),
  tasks: z.array(
    z.object({
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
      completed_at: z.string().nullable(),
      evidence: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          text: z.string(),
          url: z.string().nullable(),
          file: z.string().nullable(),
          confidential: z.boolean(),
          held: z.boolean(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
});

// POST /api/quests/:id/tasks (201)
export const postQuestsIdParamTasksResponse201 = z.object({
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
  completed_at: z.string().nullable(),
  evidence: z.array(z.unknown()),
});

// GET /api/quests/mine (200)
export const getQuestsMineResponse = z.object({
  active: z.array(
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
  completed: z.array(
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
        completed_at: z.string(),
      }),
    }),
  ),
  set_down: z.array(
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
});

// PATCH /api/tasks/:taskId (200)
export const patchTasksTaskidParamResponse = z.object({
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
  completed_at: z.string().nullable(),
  evidence: z.array(z.unknown()),
});

// POST /api/tasks/:taskId/complete (200)
export const postTasksTaskidParamCompleteResponse = z.object({
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
  xp_awarded: z.number(),
  quest_completed: z.boolean(),
  xp_total: z.number(),
});

// GET /api/users/dashboard (200)
export const getUsersDashboardResponse = z.object({
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
    next: z
      .object({
        name: z.string(),
        min_xp: z.number(),
      })
      .nullable(),
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
});

// GET /api/users/dashboard/constellation (200)
export const getUsersDashboardConstellationResponse = z.object({
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      completed_at: z.string().nullable(),
      tasks: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          pillar: z.string(),
          xp: z.number(),
          completed_at: z.string(),
        }),
      ),
    }),
  ),
});

export const endpoints = {
  'GET /api/calendar': { 200: getCalendarResponse },
  'GET /api/quests': { 200: getQuestsResponse },
  'GET /api/quests/:id': { 200: getQuestsIdParamResponse },
  'PATCH /api/quests/:id/enrolment': { 200: patchQuestsIdParamEnrolmentResponse },
  'POST /api/quests/:id/pick-up': {
    200: postQuestsIdParamPickUpResponse,
    201: postQuestsIdParamPickUpResponse201,
  },
  'POST /api/quests/:id/set-down': { 200: postQuestsIdParamSetDownResponse },
  'POST /api/quests/:id/tasks': { 201: postQuestsIdParamTasksResponse201 },
  'GET /api/quests/mine': { 200: getQuestsMineResponse },
  'PATCH /api/tasks/:taskId': { 200: patchTasksTaskidParamResponse },
  'POST /api/tasks/:taskId/complete': { 200: postTasksTaskidParamCompleteResponse },
  'GET /api/users/dashboard': { 200: getUsersDashboardResponse },
  'GET /api/users/dashboard/constellation': { 200: getUsersDashboardConstellationResponse },
};
