export { settingsRoutes as settingsFeature } from './routes';
export {
  DEFAULT_PERSONAL_TASK_XP_CAP,
  DEFAULT_SETTINGS,
  PERSONAL_TASK_XP_CAP_MAX,
  PERSONAL_TASK_XP_CAP_MIN,
  publicSettings,
  readReviewSettings,
  readSettings,
  type ReviewSettings,
  writeReviewSettings,
  writeSettings,
} from './service';
