export { healthRoutes as healthFeature } from './routes';
