export { settingsRoutes as settingsFeature } from './routes';
export { DEFAULT_SETTINGS, publicSettings, readSettings, writeSettings } from './service';
