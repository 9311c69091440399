export { leadsRoutes as leadsFeature, type Leads } from './routes';
export { LEAD_RECEIVED_MESSAGE, LEAD_TOO_MANY_MESSAGE, LEAD_TOPICS } from './service';
