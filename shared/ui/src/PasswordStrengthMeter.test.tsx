/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it('renders nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the score, the level and up to 3 unmet items then "And N more..."', () => {
    render(<PasswordStrengthMeter password="a" />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('10');
    expect(meter.getAttribute('aria-valuetext')).toBe('Very weak');
    expect(screen.getByText('Strength: Very weak')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'At least 12 characters',
      'One uppercase letter',
      'One number',
      'And 1 more...',
    ]);
  });

  it('lists exactly the unmet items when 3 or fewer', () => {
    render(<PasswordStrengthMeter password="abcdefghijkl" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'One uppercase letter',
      'One number',
      'One special character',
    ]);
    expect(screen.getByText('Strength: Weak')).toBeTruthy();
  });

  it('hides the checklist when every rule is met', () => {
    render(<PasswordStrengthMeter password="Abcdefghij1!klmnopqr" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByText('Strength: Strong')).toBeTruthy();
  });
});
