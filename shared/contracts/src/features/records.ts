// Badges, credits, transcript, diploma, portfolio, profile (api/src/features/records).
import { z } from 'zod';
import { SUBJECTS } from '../roles';
import { messageSchema } from './common';
import { pillarSchema, REVIEWER_ROLES, subjectSchema, xpByPillarSchema } from './learning';

const subjectNumbers = z.object(
  Object.fromEntries(SUBJECTS.map((s) => [s, z.number()])) as Record<
    (typeof SUBJECTS)[number],
    z.ZodNumber
  >,
);

export const creditSettingsSchema = z.object({
  xp_per_credit: z.number(),
  total_required: z.number(),
  requirements: subjectNumbers,
});
export type CreditSettings = z.infer<typeof creditSettingsSchema>;

export const BADGE_STATUSES = ['claimed', 'claimable', 'in_progress', 'not_started'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  identity_statement: z.string(),
  primary_pillar: pillarSchema,
  image_url: z.string().nullable(),
  min_quests: z.number(),
  min_xp: z.number(),
  quests: z.array(
    z.object({ id: z.string(), title: z.string(), completed: z.boolean(), xp_earned: z.number() }),
  ),
  quests_completed: z.number(),
  xp_earned: z.number(),
  /** 0..100 */
  progress: z.number(),
  status: z.enum(BADGE_STATUSES),
  claimed_at: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const subjectCreditsSchema = z.object({
  subject: subjectSchema,
  xp: z.number(),
  earned: z.number(),
  required: z.number(),
  counted: z.number(),
  overflow: z.number(),
  met: z.boolean(),
  xp_to_requirement: z.number(),
  xp_to_next_credit: z.number(),
});
export type SubjectCredits = z.infer<typeof subjectCreditsSchema>;

export const creditReportSchema = z.object({
  xp_per_credit: z.number(),
  subjects: z.array(subjectCreditsSchema),
  total_earned: z.number(),
  total_required: z.number(),
  total_missing: z.number(),
  requirements_met: z.boolean(),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

const reviewerRoleSchema = z.enum(REVIEWER_ROLES);

/** XP of personal tasks and private quests that waits for a reviewer (or was returned). */
export const awaitingReviewSchema = z.object({
  pending_xp: z.number(),
  returned_xp: z.number(),
  items: z.array(
    z.object({
      task_id: z.string(),
      task_title: z.string(),
      quest_id: z.string(),
      quest_title: z.string(),
      xp: z.number(),
      status: z.enum(['pending', 'returned']),
      comment: z.string().nullable(),
      completed_at: z.string(),
    }),
  ),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;

/** GET /api/records/credits: the credits (reviewed work only) and the XP awaiting review. */
export const creditsPageSchema = creditReportSchema.extend({
  awaiting_review: awaitingReviewSchema,
});
export type CreditsPage = z.infer<typeof creditsPageSchema>;

const signedOffBySchema = z.object({ name: z.string(), role: reviewerRoleSchema });

export const transcriptQuestSchema = z.object({
  quest_id: z.string(),
  title: z.string(),
  xp: z.number(),
  credits: z.number(),
  first_at: z.string(),
  last_at: z.string(),
  completed_at: z.string().nullable(),
  tasks: z.array(
    z.object({
      task_id: z.string(),
      title: z.string(),
      completed_at: z.string(),
      portfolio_path: z.string(),
      reviewed_by: signedOffBySchema.extend({ reviewed_at: z.string().nullable() }).nullable(),
    }),
  ),
});
export type TranscriptQuest = z.infer<typeof transcriptQuestSchema>;

export const transcriptSchema = z.object({
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  generated_at: z.string(),
  xp_per_credit: z.number(),
  subjects: z.array(subjectCreditsSchema.extend({ quests: z.array(transcriptQuestSchema) })),
  pillars: xpByPillarSchema,
  total_xp: z.number(),
  totals: z.object({ earned: z.number(), required: z.number() }),
  diploma: z.object({
    issued_at: z.string().nullable(),
    accredited: z.boolean(),
    signed_off_by: signedOffBySchema.nullable(),
  }),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const visibilitySchema = z.object({
  public: z.boolean(),
  pending_request: z.object({ id: z.string(), created_at: z.string() }).nullable(),
  needs_parent_approval: z.boolean(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const diplomaSchema = z.object({
  /** awaiting_signoff: the credits are met; a reviewer has not signed the diploma off yet. */
  status: z.enum(['issued', 'awaiting_signoff', 'in_progress']),
  issued_at: z.string().nullable(),
  accredited: z.boolean(),
  signed_off_by: signedOffBySchema.nullable(),
  credits_earned: z.number(),
  credits_missing: z.number(),
  credits_required: z.number(),
  missing: z.array(z.object({ subject: subjectSchema, credits: z.number(), xp: z.number() })),
  ...visibilitySchema.shape,
  public_path: z.string(),
});
export type Diploma = z.infer<typeof diplomaSchema>;

export const portfolioEvidenceSchema = z.object({
  id: z.string(),
  kind: z.enum(['text', 'link', 'file']),
  text: z.string().nullable(),
  url: z.string().nullable(),
  confidential: z.boolean(),
  /** Held by the safety screen: private until Optio's safety team releases it. */
  held: z.boolean(),
  file: z
    .object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() })
    .nullable(),
  file_url: z.string().nullable(),
});
export type PortfolioEvidence = z.infer<typeof portfolioEvidenceSchema>;

export const portfolioItemSchema = z.object({
  id: z.string(),
  source: z.enum(['task', 'upload', 'parent']),
  status: z.enum(['accepted', 'pending', 'declined']),
  title: z.string(),
  description: z.string(),
  pillar: pillarSchema.nullable(),
  date: z.string(),
  quest: z.object({ id: z.string(), title: z.string() }).nullable(),
  xp: z.number().nullable(),
  link_url: z.string().nullable(),
  file: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  evidence: z.array(portfolioEvidenceSchema),
  confidential: z.boolean(),
  is_public: z.boolean(),
  /** The parent who added it (source `parent`), else null. */
  added_by: z.string().nullable(),
  /** Its text is held by the safety screen: it cannot be made public until released. */
  held: z.boolean(),
  file_url: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioSchema = z.object({
  slug: z.string().nullable(),
  public_path: z.string().nullable(),
  visibility: visibilitySchema,
  items: z.array(portfolioItemSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const profileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  portfolio_slug: z.string().nullable(),
  language: z.enum(['en', 'es']).nullable(),
  portfolio: visibilitySchema,
  diploma: visibilitySchema,
  deletion: z.object({ requested_at: z.string(), scheduled_for: z.string() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const studentName = z.object({ first_name: z.string(), last_name: z.string() });

export const publicDiplomaSchema = z.object({
  student: studentName,
  issued_at: z.string().nullable(),
  accredited: z.boolean(),
  credits_total: z.number(),
  credits_required: z.number(),
  subjects: z.array(
    z.object({
      subject: subjectSchema,
      earned: z.number(),
      counted: z.number(),
      required: z.number(),
    }),
  ),
  pillars: xpByPillarSchema,
  portfolio_path: z.string().nullable(),
});
export type PublicDiploma = z.infer<typeof publicDiplomaSchema>;

export const publicPortfolioSchema = z.object({
  student: studentName.extend({ bio: z.string().optional() }),
  items: z.array(
    z.object({
      id: z.string(),
      source: z.enum(['task', 'upload', 'parent']),
      title: z.string(),
      description: z.string(),
      pillar: pillarSchema.nullable(),
      completed_at: z.string(),
      quest_title: z.string().nullable(),
      evidence_text: z.array(z.string()),
      files: z.array(z.object({ name: z.string(), mime: z.string(), url: z.string() })),
    }),
  ),
  pillars: xpByPillarSchema,
  badges: z.array(
    z.object({
      name: z.string(),
      identity_statement: z.string(),
      primary_pillar: pillarSchema,
      image_url: z.string().nullable(),
      claimed_at: z.string(),
    }),
  ),
  credits: z.object({
    total: z.number(),
    required: z.number(),
    subjects: z.array(
      z.object({ subject: subjectSchema, earned: z.number(), required: z.number() }),
    ),
  }),
  diploma: z
    .object({ issued_at: z.string().nullable(), accredited: z.boolean(), path: z.string() })
    .nullable(),
});
export type PublicPortfolio = z.infer<typeof publicPortfolioSchema>;

// Review before credit and diploma sign-off (api/src/features/records/review).

export const REVIEW_COMMENT_MAX = 2000;

/** POST /api/reviews/tasks/:taskId: approve, or return with a comment the student sees. */
export const reviewDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['approve', 'return'], { error: 'Decision must be approve or return' }),
    comment: z
      .string({ error: 'Comment must be text' })
      .trim()
      .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'return' && !body.comment) {
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'Say what to change before returning the work',
      });
    }
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

const reviewStudentSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const reviewItemSchema = z.object({
  task_id: z.string(),
  student: reviewStudentSchema,
  quest: z.object({ id: z.string(), title: z.string() }),
  task: z.object({ title: z.string(), description: z.string(), pillar: pillarSchema }),
  xp: z.number(),
  status: z.enum(['pending', 'approved', 'returned']),
  comment: z.string().nullable(),
  completed_at: z.string(),
  reviewed_at: z.string().nullable(),
  evidence: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['text', 'link', 'file']),
      /** null while the safety screen holds it (`held`). */
      text: z.string().nullable(),
      url: z.string().nullable(),
      file_name: z.string().nullable(),
      /** Where the reviewer opens the file (bearer token); null when not a file or hidden. */
      file_url: z.string().nullable(),
      held: z.boolean(),
      /** Confidential work: a linked parent sees it, an advisor only that it exists. */
      confidential: z.boolean(),
    }),
  ),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueSchema = z.object({
  items: z.array(reviewItemSchema),
  /** Each student this reviewer reviews: reviewed credits and the XP still waiting. */
  students: z.array(
    z.object({
      student: reviewStudentSchema,
      credits_earned: z.number(),
      credits_required: z.number(),
      pending_xp: z.number(),
    }),
  ),
  /** Students whose reviewed credits meet the diploma and who wait for this reviewer's sign-off. */
  diplomas: z.array(
    z.object({
      student: reviewStudentSchema,
      credits_earned: z.number(),
      credits_required: z.number(),
    }),
  ),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const diplomaSignOffSchema = z.object({
  student_id: z.string(),
  issued_at: z.string(),
  accredited: z.boolean(),
  signed_off_by: signedOffBySchema,
});
export type DiplomaSignOff = z.infer<typeof diplomaSignOffSchema>;

/** Who reviews a student's work: their advisor, a linked parent, or nobody yet. */
export const REVIEWER_KINDS = ['advisor', 'parent', 'none'] as const;

/** GET/PUT /api/reviews/family/:childId: the family setting and who reviews as a result. */
export const familyReviewSettingsSchema = z.object({
  parent_review: z.boolean(),
  reviewer: z.enum(REVIEWER_KINDS),
  advisor_assigned: z.boolean(),
  require_advisor_review: z.boolean(),
});
export type FamilyReviewSettings = z.infer<typeof familyReviewSettingsSchema>;

export const familyReviewSettingsBodySchema = z.strictObject({
  parent_review: z.boolean({ error: 'Parent review must be true or false' }),
});

/** GET/PUT /api/admin/review-settings. */
export const reviewSettingsSchema = z.object({
  require_advisor_review: z.boolean(),
  personal_task_xp_cap: z.number(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const reviewSettingsBodySchema = z.strictObject({
  require_advisor_review: z.boolean({ error: 'Require advisor review must be true or false' }),
  personal_task_xp_cap: z
    .number({ error: 'XP cap must be a number' })
    .int('XP cap must be a whole number')
    .min(10, 'XP cap must be at least 10')
    .max(1000, 'XP cap must be at most 1000'),
});

/** GET /api/records/review-rules: what the student's personal-task form and task list need. */
export const reviewRulesSchema = z.object({
  personal_task_xp_cap: z.number(),
  reviewer: z.enum(REVIEWER_KINDS),
});
export type ReviewRules = z.infer<typeof reviewRulesSchema>;

const portfolioDecision = z.object({ id: z.string(), status: z.enum(['accepted', 'declined']) });

export const endpoints = {
  'GET /api/admin/credit-settings': { 200: creditSettingsSchema },
  'PUT /api/admin/credit-settings': { 200: creditSettingsSchema },
  'GET /api/public/diploma/:userId': { 200: publicDiplomaSchema },
  'GET /api/public/portfolio/:slug': { 200: publicPortfolioSchema },
  'POST /api/records/account/deletion': { 200: profileSchema },
  'DELETE /api/records/account/deletion': { 200: profileSchema },
  'GET /api/records/badges': { 200: z.object({ badges: z.array(badgeSchema) }) },
  'GET /api/records/badges/:badgeId': { 200: badgeSchema },
  'POST /api/records/badges/:badgeId/claim': { 201: badgeSchema },
  'GET /api/records/credits': { 200: creditsPageSchema },
  'GET /api/records/review-rules': { 200: reviewRulesSchema },
  'GET /api/reviews': { 200: reviewQueueSchema },
  'POST /api/reviews/tasks/:taskId': { 200: reviewItemSchema },
  'POST /api/reviews/students/:studentId/diploma': { 200: diplomaSignOffSchema },
  'GET /api/reviews/family/:childId': { 200: familyReviewSettingsSchema },
  'PUT /api/reviews/family/:childId': { 200: familyReviewSettingsSchema },
  'GET /api/admin/review-settings': { 200: reviewSettingsSchema },
  'PUT /api/admin/review-settings': { 200: reviewSettingsSchema },
  'GET /api/records/diploma': { 200: diplomaSchema },
  'PUT /api/records/diploma/visibility': { 200: visibilitySchema },
  'GET /api/records/portfolio': { 200: portfolioSchema },
  'PUT /api/records/portfolio/visibility': { 200: visibilitySchema },
  'POST /api/records/portfolio/items': { 201: portfolioItemSchema },
  'POST /api/records/portfolio/items/:id/accept': { 200: portfolioDecision },
  'POST /api/records/portfolio/items/:id/decline': { 200: portfolioDecision },
  'DELETE /api/records/portfolio/items/:id': { 200: messageSchema },
  'PUT /api/records/portfolio/items/:id/visibility': {
    200: z.object({ id: z.string(), is_public: z.boolean() }),
  },
  'GET /api/records/profile': { 200: profileSchema },
  'PUT /api/records/profile': { 200: profileSchema },
  'POST /api/records/profile/avatar': { 200: profileSchema },
  'DELETE /api/records/profile/avatar': { 200: profileSchema },
  'GET /api/records/transcript': { 200: transcriptSchema },
};
