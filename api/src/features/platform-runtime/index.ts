export { platformRuntimeRoutes as platformRuntimeFeature } from './routes';
