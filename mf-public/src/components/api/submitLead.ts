import { api } from '@optio/api-client';
import type { LeadPayload } from '../leadValidation';

/** POST /api/leads: a consultation request, demo request or the like from a public page. */
export const submitLead = (payload: LeadPayload) => api.post('/api/leads', payload);
