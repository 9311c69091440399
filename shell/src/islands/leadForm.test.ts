/** @jest-environment jsdom */
import type { LiteLeadFormData } from '@optio/contracts/lead-rules';
import { wireLeadForm } from './leadForm';

const DATA: LiteLeadFormData = {
  kind: 'promo',
  messages: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 100 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    messageTooLong: 'Message must be at most 2000 characters',
    generic: 'Something went wrong',
    tooMany: 'Too many requests',
    connection: 'Connection error',
    invalid: 'Please check the form',
    sending: 'Sending...',
  },
};

/** The markup mf-public's lite prerender writes (prerender/liteLeadForm.tsx), trimmed. */
function renderPage(): HTMLFormElement {
  document.body.innerHTML = `
    <section class="pub-lead"><form novalidate>
      <div class="pub-field"><label for="f-name">Your name</label><input id="f-name" name="name"></div>
      <div class="pub-field"><label for="f-email">Email</label><input id="f-email" name="email"></div>
      <div class="pub-field"><label for="f-role">I am a…</label><select id="f-role" name="role">
        <option value=""></option><option value="parent">Parent</option></select></div>
      <div class="pub-field"><label for="f-message">Message</label><p id="f-message-hint">Hint</p>
        <textarea id="f-message" name="message" aria-describedby="f-message-hint"></textarea></div>
      <button type="submit" class="pub-btn" disabled>Send</button>
    </form></section>
    <script type="application/json" id="optio-lead-form">${JSON.stringify(DATA)}</script>
    <template id="optio-lead-success"><section><h2 id="pub-lead-done" tabindex="-1">Thanks</h2></section></template>`;
  wireLeadForm();
  return document.querySelector('form')!;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const type = (id: string, value: string) => {
  field(id).value = value;
  field(id).dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('the lite pages’ lead form island', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('enables the submit button once wired', () => {
    renderPage();
    expect(document.querySelector('button')!.disabled).toBe(false);
  });

  it('shows the contract’s messages under the fields and focuses the first one in error', () => {
    const form = renderPage();
    globalThis.fetch = jest.fn();
    submit(form);
    expect(errorOf('f-name')).toBe('Name is required');
    expect(errorOf('f-email')).toBe('Email is required');
    expect(field('f-name').getAttribute('aria-invalid')).toBe('true');
    expect(field('f-name').getAttribute('aria-describedby')).toBe('f-name-error');
    expect(document.activeElement).toBe(field('f-name'));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('checks again as the visitor types after a first attempt, keeping the hint described', () => {
    const form = renderPage();
    submit(form);
    type('f-name', 'Ada');
    expect(errorOf('f-name')).toBeUndefined();
    expect(field('f-name').hasAttribute('aria-invalid')).toBe(false);
    type('f-email', 'not-an-address');
    expect(errorOf('f-email')).toBe('Invalid email address');
    type('f-message', 'x'.repeat(2001));
    expect(errorOf('f-message')).toBe('Message must be at most 2000 characters');
    expect(field('f-message').getAttribute('aria-describedby')).toBe(
      'f-message-hint f-message-error',
    );
    submit(form);
    expect(document.activeElement).toBe(field('f-email'));
  });

  it('says nothing before the first attempt', () => {
    renderPage();
    type('f-email', 'not-an-address');
    expect(errorOf('f-email')).toBeUndefined();
  });
});

describe('the island’s answers from the server', () => {
  const fill = () => {
    type('f-name', 'Ada');
    type('f-email', 'ada@example.com');
  };
  const answer = (status: number, body: unknown) =>
    // jsdom has no Response: what the island reads of one.
    jest.fn().mockResolvedValue({ ok: status < 300, status, json: () => Promise.resolve(body) });
  const alertText = () => document.querySelector('[role="alert"]')?.textContent;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    document.cookie = 'csrf_token=token-1';
  });

  it('sends the trimmed fields with the CSRF token, then shows the success panel focused', async () => {
    const form = renderPage();
    globalThis.fetch = answer(201, { message: 'ok' });
    type('f-name', '  Ada ');
    type('f-email', 'ada@example.com');
    submit(form);
    expect(document.querySelector('button')!.textContent).toBe('Sending...');
    await settled();
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).toBe('token-1');
    expect(JSON.parse(init.body as string)).toEqual({
      kind: 'promo',
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(document.querySelector('form')).toBeNull();
    expect(document.activeElement?.id).toBe('pub-lead-done');
  });

  it('a 400 shows the server’s message and its field messages, the button back', async () => {
    const form = renderPage();
    fill();
    globalThis.fetch = answer(400, {
      message: 'Check the fields',
      fields: { email: 'This address cannot receive mail' },
    });
    submit(form);
    await settled();
    expect(alertText()).toBe('Check the fields');
    expect(errorOf('f-email')).toBe('This address cannot receive mail');
    expect(document.querySelector('button')!.textContent).toBe('Send');
    expect(document.querySelector('button')!.disabled).toBe(false);
    type('f-email', 'ada@example.org');
    expect(errorOf('f-email')).toBeUndefined();
  });

  it('a 429 and a lost connection have their own messages', async () => {
    const form = renderPage();
    fill();
    globalThis.fetch = answer(429, {});
    submit(form);
    await settled();
    expect(alertText()).toBe('Too many requests');
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    submit(form);
    await settled();
    expect(alertText()).toBe('Connection error');
  });
});
