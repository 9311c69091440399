// The promo and consultation pages' request form when the page is served without the app: the
// same checks, messages, states and request as mf-public's LeadForm (`POST /api/leads`).
import type { LiteLeadFormData } from '@optio/contracts/lead-rules';
import { CSRF_HEADER, ensureCsrfToken, fetchCsrfToken } from '@optio/api-client/src/csrf';
import {
  controlOf,
  LEAD_FIELDS,
  leadPayload,
  showFieldMessages,
  validationMessages,
  type FieldMessages,
} from './leadFormFields';

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
}

/** The page's strings and the form's kind, or null when the page has no lead form. */
export function readLeadFormData(doc: Document = document): LiteLeadFormData | null {
  try {
    const data = JSON.parse(
      doc.getElementById('optio-lead-form')?.textContent ?? '',
    ) as LiteLeadFormData;
    return typeof data.kind === 'string' && typeof data.messages === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** The alert above the fields (announced when it appears); none when `text` is null. */
function showAlert(form: HTMLFormElement, text: string | null): void {
  form.querySelector(':scope > .pub-alert')?.remove();
  if (text === null) return;
  const alert = document.createElement('div');
  alert.className = 'pub-alert pub-alert--error';
  alert.setAttribute('role', 'alert');
  alert.textContent = text;
  form.prepend(alert);
}

/** The server's per-field messages for the form's fields (a 400 names them in `fields`). */
function serverFields(body: ErrorBody | null): FieldMessages {
  const fields = body?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const known: FieldMessages = {};
  for (const field of LEAD_FIELDS) {
    const text = (fields as Record<string, unknown>)[field];
    if (typeof text === 'string') known[field] = text;
  }
  return known;
}

async function post(payload: object): Promise<Response> {
  const send = (token: string | null) =>
    fetch('/api/leads', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CSRF_HEADER]: token ?? '',
      },
      body: JSON.stringify(payload),
    });
  const response = await send(await ensureCsrfToken());
  // A stale token: ask for a fresh one and send once more, as the app's client does.
  return response.status === 403 ? send(await fetchCsrfToken()) : response;
}

/** Wires the page's lead form, if it has one, and enables its submit button. */
export function wireLeadForm(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('.pub-lead form');
  const data = readLeadFormData(doc);
  const success = doc.getElementById('optio-lead-success');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !data || !button || !(success instanceof HTMLTemplateElement)) return;
  const label = button.textContent;
  let attempted = false;
  let server: FieldMessages = {};

  form.addEventListener('input', (event) => {
    const name = (event.target as Partial<HTMLInputElement> | null)?.name;
    server = Object.fromEntries(Object.entries(server).filter(([field]) => field !== name));
    if (attempted) showFieldMessages(form, { ...server, ...validationMessages(form, data) });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    attempted = true;
    server = {};
    showAlert(form, null);
    const found = validationMessages(form, data);
    showFieldMessages(form, found);
    const firstInvalid = LEAD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      controlOf(form, firstInvalid)?.focus();
      return;
    }
    const sending = (on: boolean) => {
      button.disabled = on;
      button.textContent = on ? data.messages.sending : label;
      form.setAttribute('aria-busy', String(on));
    };
    sending(true);
    post({ kind: data.kind, ...leadPayload(form) })
      .then(async (response) => {
        if (response.ok) {
          const section = form.closest('.pub-lead');
          section?.replaceWith(success.content.cloneNode(true));
          doc.getElementById('pub-lead-done')?.focus();
          return;
        }
        sending(false);
        const body = (await response.json().catch(() => null)) as ErrorBody | null;
        const message = typeof body?.message === 'string' ? body.message : null;
        if (response.status === 429) return showAlert(form, data.messages.tooMany);
        if (response.status === 400) {
          server = serverFields(body);
          showFieldMessages(form, server);
          return showAlert(form, message ?? data.messages.invalid);
        }
        showAlert(form, message ?? data.messages.generic);
      })
      .catch(() => {
        sending(false);
        showAlert(form, data.messages.connection);
      });
  });
  button.disabled = false;
}
