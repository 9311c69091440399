/** @jest-environment jsdom */
import '../common/testPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@optio/router';
import AuthApp from '../App';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthApp />
    </MemoryRouter>,
  );
}

describe('login screen', () => {
  it('shows the spec messages and focuses the first invalid field', async () => {
    renderAt('/login');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('links to register and forgot-password', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('one-time sign-in link', () => {
  it('asks for a click before spending the mailed token, and offers the password form instead', () => {
    renderAt('/login?token=abc');
    expect(screen.getByText('Sign in with your e-mail link')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign me in' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign in with my password instead' }).getAttribute('href'),
    ).toBe('/login');
  });
});

describe('register screen', () => {
  it('reveals the COPPA note and the parent e-mail for a date of birth under 13', async () => {
    renderAt('/register');
    expect(screen.queryByText(/COPPA compliance/)).toBeNull();
    const year = new Date().getFullYear() - 8;
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^Date of birth/), {
        target: { value: `${year}-01-01` },
      });
    });
    expect(
      screen.getByText(
        'Note: Users under 13 require parental consent to use Optio (COPPA compliance)',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Parent\/guardian email/)).toBeTruthy();
  });

  it('links the terms, the privacy policy and the academy handbook', () => {
    renderAt('/register');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Academy Handbook' }).getAttribute('href')).toBe(
      '/academy-handbook',
    );
  });
});

describe('reset password screen', () => {
  it('explains a missing token', () => {
    renderAt('/reset-password');
    expect(
      screen.getByText('Invalid or missing reset token. Please request a new password reset.'),
    ).toBeTruthy();
  });
});
