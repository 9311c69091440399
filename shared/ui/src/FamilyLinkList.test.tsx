/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FamilyLinkList } from './FamilyLinkList';

describe('FamilyLinkList', () => {
  it('renders one row per link with its text, its date and its named actions', () => {
    const approve = jest.fn();
    const decline = jest.fn();
    render(
      <FamilyLinkList
        data-testid="received"
        items={[
          {
            id: 'l1',
            text: 'Ana Ruiz wants to link',
            date: '3 May 2026',
            actions: [
              { label: 'Approve', ariaLabel: 'Approve Ana', onClick: approve },
              {
                label: 'Decline',
                ariaLabel: 'Decline Ana',
                variant: 'secondary',
                onClick: decline,
              },
            ],
          },
          { id: 'l2', text: 'Waiting for bo@example.com' },
        ]}
      />,
    );
    const [first, second, ...rest] = within(screen.getByTestId('received')).getAllByRole(
      'listitem',
    );
    if (!first || !second) throw new Error('expected two rows');
    expect(rest).toHaveLength(0);
    expect(first.textContent).toContain('Ana Ruiz wants to link 3 May 2026');
    expect(first.querySelector('small')?.textContent).toBe('3 May 2026');
    expect(within(second).queryByRole('button')).toBeNull();
    expect(second.querySelector('small')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Decline Ana' }));
    expect(decline).toHaveBeenCalledTimes(1);
    expect(approve).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decline Ana' }).className).toContain(
      'optio-button--secondary',
    );
  });

  it('shows a loading action disabled with its loading label', () => {
    render(
      <FamilyLinkList
        items={[
          {
            id: 'p1',
            text: 'Ana Ruiz',
            actions: [
              { label: 'Remove Ana', loading: true, loadingLabel: 'Sending…', onClick: jest.fn() },
            ],
          },
        ]}
      />,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Sending…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders an empty list when there are no links', () => {
    render(<FamilyLinkList items={[]} />);
    expect(screen.getByRole('list').children).toHaveLength(0);
  });
});
