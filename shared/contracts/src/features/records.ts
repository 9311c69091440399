import { z } from 'zod';

// GET /api/admin/credit-settings (200)
export const getAdminCreditSettingsResponse = z.object({
  xp_per_credit: z.number(),
  total_required: z.number(),
  requirements: z.object({
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
  }),
});

// PUT /api/admin/credit-settings (200)
export const putAdminCreditSettingsResponse = z.object({
  xp_per_credit: z.number(),
  total_required: z.number(),
  requirements: z.object({
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
  }),
});

// GET /api/public/diploma/:userId (200)
export const getPublicDiplomaUseridParamResponse = z.object({
  student: z.object({
    first_name: z.string(),
    last_name: z.string(),
  }),
  issued_at: z.string().nullable(),
  accredited: z.boolean(),
  credits_total: z.number(),
  credits_required: z.number(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      earned: z.number(),
      counted: z.number(),
      required: z.number(),
    }),
  ),
  pillars: z.object({
    stem: z.number(),
    wellness: z.number(),
    communication: z.number(),
    civics: z.number(),
    art: z.number(),
  }),
  portfolio_path: z.string().nullable(),
});

// GET /api/public/portfolio/:slug (200)
export const getPublicPortfolioSlugParamResponse = z.object({
  student: z.object({
    first_name: z.string(),
    last_name: z.string(),
    bio: z.string().optional(),
  }),
  items: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string().nullable(),
      completed_at: z.string(),
      quest_title: z.string().nullable(),
      evidence_text: z.array(z.string()),
      files: z.array(
        z.object({
          name: z.string(),
          mime: z.string(),
          url: z.string(),
        }),
      ),
    }),
  ),
  pillars: z.object({
    stem: z.number(),
    wellness: z.number(),
    communication: z.number(),
    civics: z.number(),
    art: z.number(),
  }),
  badges: z.array(z.unknown()),
  credits: z.object({
    total: z.number(),
    required: z.number(),
    subjects: z.array(
      z.object({
        subject: z.string(),
        earned: z.number(),
        required: z.number(),
      }),
    ),
  }),
  diploma: z
    .object({
      issued_at: z.string().nullable(),
      accredited: z.boolean(),
      path: z.string(),
    })
    .nullable(),
});

// DELETE /api/records/account/deletion (200)
export const deleteRecordsAccountDeletionResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.string().nullable(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.string().nullable(),
});

// POST /api/records/account/deletion (200)
export const postRecordsAccountDeletionResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.string(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.object({
    requested_at: z.string(),
    scheduled_for: z.string(),
  }),
});

// GET /api/records/badges (200)
export const getRecordsBadgesResponse = z.object({
  badges: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      identity_statement: z.string(),
      primary_pillar: z.string(),
      image_url: z.string().nullable(),
      min_quests: z.number(),
      min_xp: z.number(),
      quests: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          completed: z.boolean(),
          xp_earned: z.number(),
        }),
      ),
      quests_completed: z.number(),
      xp_earned: z.number(),
      progress: z.number(),
      status: z.string(),
      claimed_at: z.string().nullable(),
    }),
  ),
});

// POST /api/records/badges/:badgeId/claim (201)
export const postRecordsBadgesBadgeidParamClaimResponse201 = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: z.string(),
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  quests: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      completed: z.boolean(),
      xp_earned: z.number(),
    }),
  ),
  quests_completed: z.number(),
  xp_earned: z.number(),
  progress: z.number(),
  status: z.string(),
  claimed_at: z.string(),
});

// GET /api/records/credits (200)
export const getRecordsCreditsResponse = z.object({
  xp_per_credit: z.number(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      xp: z.number(),
      earned: z.number(),
      required: z.number(),
      counted: z.number(),
      overflow: z.number(),
      met: z.boolean(),
      xp_to_requirement: z.number(),
      xp_to_next_credit: z.number(),
    }),
  ),
  total_earned: z.number(),
  total_required: z.number(),
  total_missing: z.number(),
  requirements_met: z.boolean(),
});

// GET /api/records/diploma (200)
export const getRecordsDiplomaResponse = z.object({
  status: z.string(),
  issued_at: z.string().nullable(),
  accredited: z.boolean(),
  credits_earned: z.number(),
  credits_missing: z.number(),
  credits_required: z.number(),
  missing: z.array(
    z.object({
      subject: z.string(),
      credits: z.number(),
      xp: z.number(),
    }),
  ),
  public: z.boolean(),
  pending_request: z.string().nullable(),
  needs_parent_approval: z.boolean(),
  public_path: z.string(),
});

// PUT /api/records/diploma/visibility (200)
export const putRecordsDiplomaVisibilityResponse = z.object({
  public: z.boolean(),
  pending_request: z
    .object({
      id: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  needs_parent_approval: z.boolean(),
});

// GET /api/records/portfolio (200)
export const getRecordsPortfolioResponse = z.object({
  slug: z.string().nullable(),
  public_path: z.string().nullable(),
  visibility: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  items: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      status: z.string(),
      title: z.string(),
      description: z.string(),
      pillar: z.string(),
      date: z.string(),
      quest: z
        .object({
          id: z.string(),
          title: z.string(),
        })
        .nullable(),
      xp: z.number().nullable(),
      link_url: z.string().nullable(),
      file: z
        .object({
          name: z.string(),
          mime: z.string(),
          size: z.number(),
        })
        .nullable(),
      evidence: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          text: z.string(),
          url: z.string().nullable(),
          confidential: z.boolean(),
          held: z.boolean(),
          file: z.string().nullable(),
          file_url: z.string().nullable(),
        }),
      ),
      confidential: z.boolean(),
      is_public: z.boolean(),
      added_by: z.string().nullable(),
      held: z.boolean(),
      file_url: z.string().nullable(),
    }),
  ),
});

// POST /api/records/portfolio/items (201)
export const postRecordsPortfolioItemsResponse201 = z.object({
  id: z.string(),
  source: z.string(),
  status: z.string(),
  title: z.string(),
  description: z.string(),
  pillar: z.string().nullable(),
  date: z.string(),
  quest: z.string().nullable(),
  xp: z.number().nullable(),
  link_url: z.string().nullable(),
  file: z
    .object({
      name: z.string(),
      mime: z.string(),
      size: z.number(),
    })
    .nullable(),
  evidence: z.array(z.unknown()),
  confidential: z.boolean(),
  is_public: z.boolean(),
  added_by: z.string(),
  held: z.boolean(),
  file_url: z.string().nullable(),
});

// POST /api/records/portfolio/items/:id/accept (200)
export const postRecordsPortfolioItemsIdParamAcceptResponse = z.object({
  id: z.string(),
  status: z.string(),
});

// POST /api/records/portfolio/items/:id/decline (200)
export const postRecordsPortfolioItemsIdParamDeclineResponse = z.object({
  id: z.string(),
  status: z.string(),
});

// PUT /api/records/portfolio/items/:id/visibility (200)
export const putRecordsPortfolioItemsIdParamVisibilityResponse = z.object({
  id: z.string(),
  is_public: z.boolean(),
});

// PUT /api/records/portfolio/visibility (200)
export const putRecordsPortfolioVisibilityResponse = z.object({
  public: z.boolean(),
  pending_request: z
    .object({
      id: z.string(),
      created_at: z.string(),
    })
    .nullable(),
  needs_parent_approval: z.boolean(),
});

// GET /api/records/profile (200)
export const getRecordsProfileResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.string().nullable(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.string().nullable(),
});

// PUT /api/records/profile (200)
export const putRecordsProfileResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.string().nullable(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.string().nullable(),
});

// DELETE /api/records/profile/avatar (200)
export const deleteRecordsProfileAvatarResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.string().nullable(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.string().nullable(),
});

// POST /api/records/profile/avatar (200)
export const postRecordsProfileAvatarResponse = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string(),
  portfolio_slug: z.string().nullable(),
  language: z.string(),
  portfolio: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  diploma: z.object({
    public: z.boolean(),
    pending_request: z.string().nullable(),
    needs_parent_approval: z.boolean(),
  }),
  deletion: z.string().nullable(),
});

// GET /api/records/transcript (200)
export const getRecordsTranscriptResponse = z.object({
  student: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  generated_at: z.string(),
  xp_per_credit: z.number(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      xp: z.number(),
      earned: z.number(),
      required: z.number(),
      counted: z.number(),
      overflow: z.number(),
      met: z.boolean(),
      xp_to_requirement: z.number(),
      xp_to_next_credit: z.number(),
      quests: z.array(
        z.object({
          quest_id: z.string(),
          title: z.string(),
          xp: z.number(),
          credits: z.number(),
          first_at: z.string(),
          last_at: z.string(),
          completed_at: z.string().nullable(),
        }),
      ),
    }),
  ),
  pillars: z.object({
    stem: z.number(),
    wellness: z.number(),
    communication: z.number(),
    civics: z.number(),
    art: z.number(),
  }),
  total_xp: z.number(),
  totals: z.object({
    earned: z.number(),
    required: z.number(),
  }),
  diploma: z.object({
    issued_at: z.string().nullable(),
    accredited: z.boolean(),
  }),
});

export const endpoints = {
  'GET /api/admin/credit-settings': { 200: getAdminCreditSettingsResponse },
  'PUT /api/admin/credit-settings': { 200: putAdminCreditSettingsResponse },
  'GET /api/public/diploma/:userId': { 200: getPublicDiplomaUseridParamResponse },
  'GET /api/public/portfolio/:slug': { 200: getPublicPortfolioSlugParamResponse },
  'DELETE /api/records/account/deletion': { 200: deleteRecordsAccountDeletionResponse },
  'POST /api/records/account/deletion': { 200: postRecordsAccountDeletionResponse },
  'GET /api/records/badges': { 200: getRecordsBadgesResponse },
  'POST /api/records/badges/:badgeId/claim': { 201: postRecordsBadgesBadgeidParamClaimResponse201 },
  'GET /api/records/credits': { 200: getRecordsCreditsResponse },
  'GET /api/records/diploma': { 200: getRecordsDiplomaResponse },
  'PUT /api/records/diploma/visibility': { 200: putRecordsDiplomaVisibilityResponse },
  'GET /api/records/portfolio': { 200: getRecordsPortfolioResponse },
  'POST /api/records/portfolio/items': { 201: postRecordsPortfolioItemsResponse201 },
  'POST /api/records/portfolio/items/:id/accept': {
    200: postRecordsPortfolioItemsIdParamAcceptResponse,
  },
  'POST /api/records/portfolio/items/:id/decline': {
    200: postRecordsPortfolioItemsIdParamDeclineResponse,
  },
  'PUT /api/records/portfolio/items/:id/visibility': {
    200: putRecordsPortfolioItemsIdParamVisibilityResponse,
  },
  'PUT /api/records/portfolio/visibility': { 200: putRecordsPortfolioVisibilityResponse },
  'GET /api/records/profile': { 200: getRecordsProfileResponse },
  'PUT /api/records/profile': { 200: putRecordsProfileResponse },
  'DELETE /api/records/profile/avatar': { 200: deleteRecordsProfileAvatarResponse },
  'POST /api/records/profile/avatar': { 200: postRecordsProfileAvatarResponse },
  'GET /api/records/transcript': { 200: getRecordsTranscriptResponse },
};
