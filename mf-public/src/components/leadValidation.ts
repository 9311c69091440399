import {
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ROLES,
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
export type LeadErrorKey =
  | 'form.errors.nameRequired'
  | 'form.errors.nameTooLong'
  | 'form.errors.emailRequired'
  | 'form.errors.emailInvalid'
  | 'form.errors.messageTooLong';

export type LeadErrors = Partial<Record<LeadField, LeadErrorKey>>;

export const NAME_MAX = LEAD_NAME_MAX;
export const MESSAGE_MAX = LEAD_MESSAGE_MAX;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPTY_LEAD: LeadValues = { name: '', email: '', role: '', message: '' };

/** Client-side checks; the server validates again and its field messages are shown too. */
export function validateLead(values: LeadValues): LeadErrors {
  const errors: LeadErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = 'form.errors.nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'form.errors.nameTooLong';
  if (!email) errors.email = 'form.errors.emailRequired';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email))
    errors.email = 'form.errors.emailInvalid';
  if (values.message.trim().length > MESSAGE_MAX) errors.message = 'form.errors.messageTooLong';
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
  const payload: LeadPayload = { kind, name: values.name.trim(), email: values.email.trim() };
  const message = values.message.trim();
  if (message) payload.message = message;
  if (values.role) payload.role = values.role;
  return payload;
}
