/** @jest-environment jsdom */
import { ApiError } from '@optio/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { InviteByEmailForm, type InviteMutation } from './InviteByEmailForm';

const labels = {
  label: 'Their e-mail',
  submitLabel: 'Send invitation',
  sendingLabel: 'Sending…',
  fallbackError: 'Please try again later.',
};

const mutation = (over: Partial<InviteMutation> = {}): InviteMutation => ({
  mutate: jest.fn(),
  isPending: false,
  error: null,
  ...over,
});

describe('InviteByEmailForm', () => {
  it('sends the typed address, then shows the server message and empties the field', () => {
    const invite = mutation({
      mutate: jest.fn((_email, { onSuccess }) => onSuccess({ message: 'Invitation sent.' })),
    });
    render(<InviteByEmailForm invite={invite} {...labels} />);
    const field = screen.getByLabelText(/Their e-mail/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(invite.mutate).toHaveBeenCalledWith('parent@example.com', expect.anything());
    expect(screen.getByRole('status').textContent).toBe('Invitation sent.');
    expect(field.value).toBe('');
  });

  it('shows an error on the e-mail field at the field, not below the form', () => {
    const error = new ApiError(400, {
      error: 'Bad Request',
      message: 'Check the form',
      fields: { email: 'Enter a valid e-mail address' },
    });
    render(<InviteByEmailForm invite={mutation({ error })} {...labels} />);
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.queryByText('Check the form')).toBeNull();
  });

  it("shows another error's server message, or the fallback when it has none", () => {
    const error = new ApiError(409, { error: 'Conflict', message: 'Already linked' });
    const { rerender } = render(<InviteByEmailForm invite={mutation({ error })} {...labels} />);
    expect(screen.getByRole('alert').textContent).toBe('Already linked');
    rerender(<InviteByEmailForm invite={mutation({ error: new Error('offline') })} {...labels} />);
    expect(screen.getByRole('alert').textContent).toBe('Please try again later.');
  });

  it('disables the button and shows the sending label while the invitation goes out', () => {
    render(<InviteByEmailForm invite={mutation({ isPending: true })} {...labels} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Sending…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
