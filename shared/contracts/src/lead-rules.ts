// The lead form's field rules without zod: the lite pages' island (shell/src/islands) checks a
// form with them before sending, as the app's form does, and leadSchema enforces the same limits.

/** The optional "I am a…" answer. */
export const LEAD_ROLES = ['parent', 'student', 'teacher', 'other'] as const;
export type LeadRole = (typeof LEAD_ROLES)[number];

export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 2000;
export const LEAD_EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a field, named as the forms' message keys (`form.errors.<problem>`). */
export type LeadFieldProblem =
  'nameRequired' | 'nameTooLong' | 'emailRequired' | 'emailInvalid' | 'messageTooLong';

export interface LeadFieldValues {
  name: string;
  email: string;
  message: string;
}

/** The first problem of each field the visitor typed; the server validates again. */
export function checkLeadFields(
  values: LeadFieldValues,
): Partial<Record<keyof LeadFieldValues, LeadFieldProblem>> {
  const problems: Partial<Record<keyof LeadFieldValues, LeadFieldProblem>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.length > LEAD_NAME_MAX) problems.name = 'nameTooLong';
  if (!email) problems.email = 'emailRequired';
  else if (email.length > LEAD_EMAIL_MAX || !EMAIL_PATTERN.test(email))
    problems.email = 'emailInvalid';
  if (values.message.trim().length > LEAD_MESSAGE_MAX) problems.message = 'messageTooLong';
  return problems;
}

/** The body fields of `POST /api/leads` from the form: trimmed, empty optional fields left out. */
export function leadFieldsPayload(values: LeadFieldValues & { role: LeadRole | '' }): {
  name: string;
  email: string;
  message?: string;
  role?: LeadRole;
} {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(message ? { message } : {}),
    ...(values.role ? { role: values.role } : {}),
  };
}

/** Messages a lite page's lead form island shows (in the page's language), besides the fields'. */
export type LiteLeadFormMessage =
  LeadFieldProblem | 'generic' | 'tooMany' | 'connection' | 'invalid' | 'sending';

/**
 * What a lite page carries for its lead form island in `<script type="application/json"
 * id="optio-lead-form">` (mf-public writes it at build time, the shell's islands read it).
 */
export interface LiteLeadFormData {
  kind: string;
  messages: Record<LiteLeadFormMessage, string>;
}
