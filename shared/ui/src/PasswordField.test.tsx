/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

describe('fields', () => {
  it('binds label, hint and error to the input', () => {
    render(<TextField label="Email" hint="We never share it" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Email is required']);
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
  });

  it('toggles password visibility with an aria-pressed button named "Show password"', () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
