/** @jest-environment jsdom */
import '../testing/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@optio/router';
import { api, ApiError } from '@optio/api-client';
import { registerNamespace } from '@optio/i18n';
import en from '../locales/en';
import { LeadForm } from './LeadForm';

jest.mock('@optio/api-client', () => {
  const actual = jest.requireActual('@optio/api-client');
  return { ...actual, api: { ...actual.api, post: jest.fn() } };
});

registerNamespace('public', { en });
const post = api.post as jest.Mock;

function renderForm(askRole = true) {
  render(
    <MemoryRouter>
      <LeadForm form={{ kind: 'consultation', heading: 'Request a consultation', askRole }} />
    </MemoryRouter>,
  );
}

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('LeadForm', () => {
  beforeEach(() => post.mockReset());

  it('shows clear messages for missing fields and sends nothing', () => {
    renderForm();
    submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByLabelText(/Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Your name/));
    expect(post).not.toHaveBeenCalled();
  });

  it('re-validates as the visitor corrects the fields', () => {
    renderForm();
    fill('Ada', 'ada@');
    submit();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });

  it('posts the lead, shows "Sending..." meanwhile, then the confirmation', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    fill(' Ada Lovelace ', 'ada@example.com');
    fireEvent.change(screen.getByLabelText('I am a…'), { target: { value: 'parent' } });
    submit();
    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/leads', {
      kind: 'consultation',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'parent',
    });
    await act(async () => resolve({ message: 'ok' }));
    expect(screen.getByRole('status').textContent).toContain('we’ve emailed you a confirmation');
  });

  it('explains a rate limit', async () => {
    post.mockRejectedValue(new ApiError(429, { error: 'rate_limited', message: 'Slow down' }));
    renderForm(false);
    fill('Ada', 'ada@example.com');
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('shows the server’s words and field messages on 400', async () => {
    post.mockRejectedValue(
      new ApiError(400, {
        error: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { email: 'This e-mail domain does not accept mail' },
      }),
    );
    renderForm();
    fill('Ada', 'ada@example.com');
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect(screen.getByText('This e-mail domain does not accept mail')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('reports a connection failure', async () => {
    post.mockRejectedValue(new ApiError(0));
    renderForm();
    fill('Ada', 'ada@example.com');
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toMatch(/Connection error/);
  });
});
