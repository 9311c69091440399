import {
  checkLeadFields,
  LEAD_ROLES,
  leadFieldsPayload,
  type LeadFieldValues,
  type LeadRole,
  type LiteLeadFormData,
} from '@optio/contracts/lead-rules';

/** The form's fields in the order a visitor meets them (the first one in error takes focus). */
export const LEAD_FIELDS = ['name', 'email', 'role', 'message'] as const;
export type LeadFormField = (typeof LEAD_FIELDS)[number];
export type FieldMessages = Partial<Record<LeadFormField, string>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function controlOf(form: HTMLFormElement, field: LeadFormField): Control | null {
  const control = form.elements.namedItem(field);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
}

/** What the visitor typed; a role outside the known ones counts as none. */
export function readLeadValues(form: HTMLFormElement): LeadFieldValues & { role: LeadRole | '' } {
  const value = (field: LeadFormField) => controlOf(form, field)?.value ?? '';
  const role = value('role');
  return {
    name: value('name'),
    email: value('email'),
    message: value('message'),
    role: (LEAD_ROLES as readonly string[]).includes(role) ? (role as LeadRole) : '',
  };
}

/** The body fields of `POST /api/leads` from what the visitor typed. */
export const leadPayload = (form: HTMLFormElement) => leadFieldsPayload(readLeadValues(form));

/** The client-side checks' messages, in the page's language (the strings the page carries). */
export function validationMessages(form: HTMLFormElement, data: LiteLeadFormData): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, problem] of Object.entries(checkLeadFields(readLeadValues(form)))) {
    messages[field as LeadFormField] = data.messages[problem];
  }
  return messages;
}

/**
 * Shows each field's message under it, as the app's form does: `<p id="<control>-error">`,
 * named by the control's aria-describedby (after its hint) and aria-invalid set.
 */
export function showFieldMessages(form: HTMLFormElement, messages: FieldMessages): void {
  for (const field of LEAD_FIELDS) {
    const control = controlOf(form, field);
    if (!control) continue;
    const errorId = `${control.id}-error`;
    const text = messages[field];
    let error = form.querySelector<HTMLElement>(`[id="${errorId}"]`);
    const others = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== errorId);
    if (!text) {
      error?.remove();
      control.removeAttribute('aria-invalid');
    } else {
      if (!error) {
        error = document.createElement('p');
        error.className = 'pub-field__error';
        error.id = errorId;
        control.after(error);
      }
      error.textContent = text;
      control.setAttribute('aria-invalid', 'true');
      others.push(errorId);
    }
    if (others.length) control.setAttribute('aria-describedby', others.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}
