import {
  checkLeadFields,
  leadFieldsPayload,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ROLES,
  type LeadFieldProblem,
  type LeadKind,
  type LeadRole,
} from '@optio/contracts';

// The limits and role values are the API's own (`leadSchema` in @optio/contracts).
export { LEAD_ROLES, type LeadRole };

export interface LeadValues {
  name: string;
  email: string;
  role: LeadRole | '';
  message: string;
}

export type LeadField = keyof LeadValues;

/** i18n keys (namespace `public`) of the validation messages. */
export type LeadErrorKey = `form.errors.${LeadFieldProblem}`;

export type LeadErrors = Partial<Record<LeadField, LeadErrorKey>>;

export const NAME_MAX = LEAD_NAME_MAX;
export const MESSAGE_MAX = LEAD_MESSAGE_MAX;

export const EMPTY_LEAD: LeadValues = { name: '', email: '', role: '', message: '' };

/** Client-side checks; the server validates again and its field messages are shown too. */
export function validateLead(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  for (const [field, problem] of Object.entries(checkLeadFields(values))) {
    errors[field as LeadField] = `form.errors.${problem}`;
  }
  return errors;
}

export interface LeadPayload {
  kind: LeadKind;
  name: string;
  email: string;
  message?: string;
  role?: LeadRole;
}

/** The body of `POST /api/leads`: trimmed, with empty optional fields left out. */
export function toLeadPayload(kind: LeadKind, values: LeadValues): LeadPayload {
  return { kind, ...leadFieldsPayload(values) };
}
