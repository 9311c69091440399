import type { FastifyInstance } from 'fastify';
import { registerUploadParsing } from '../../lib/uploads';
import { calendarRoutes } from './calendar/routes';
import { completionRoutes } from './completions/routes';
import { MAX_FILES } from './completions/form';
import { dashboardRoutes } from './dashboard/routes';
import { enrolmentRoutes } from './enrolment/routes';
import { questRoutes } from './quests/routes';
import { taskRoutes } from './tasks/routes';

/**
 * The student learning core (docs/api/learning.md): catalogue, enrolments, tasks, completions
 * and the XP ledger, evidence, dashboard, constellation and calendar. Multipart parsing lives
 * only in this scope.
 */
export async function learningFeature(app: FastifyInstance): Promise<void> {
  const store = app.ctx.uploads;
  await app.register(async (scope) => {
    await registerUploadParsing(scope, { files: MAX_FILES, parts: 20 });
    questRoutes(scope);
    enrolmentRoutes(scope);
    taskRoutes(scope);
    completionRoutes(scope, store);
    dashboardRoutes(scope);
    calendarRoutes(scope);
  });
}

// What other features use: services, rules and types (tables and the old db alias included).
export { calendarItems } from './calendar/service';
export { MAX_LINK } from './completions/form';
export { studentDashboard } from './dashboard/service';
export { enrolInQuest } from './enrolment/service';
export { LEVELS, levelFor, streakDays, type LevelName } from './levels';
export { orderedPillars, questDetail, questSummaries } from './quests/service';
export { studentTaskViews } from './tasks/service';
export {
  calendarItemSchema,
  checkSplit,
  dateSchema,
  pillarSchema,
  questDetailSchema,
  questSummarySchema,
  subjectSchema,
  taskSchema,
  type CalendarItemView,
  type DashboardView,
  type QuestDetailView,
  type QuestSummaryView,
  type TaskView,
} from './schemas';
export * from './tables';
export { isUniqueViolation } from '../../lib/unique-violation';
export {
  assertQuota,
  checkUpload,
  contentDisposition,
  DEFAULT_UPLOAD_QUOTA_MB,
  DOCUMENT_MAX,
  IMAGE_MAX,
  safeFileName,
  sendStored,
  UPLOAD_QUOTA_KEY,
  uploadQuotaMb,
  UploadStore,
  type SniffedType,
} from '../../lib/uploads';
