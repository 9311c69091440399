/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Our Philosophy"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Last</button>}
      >
        <a href="/demo">First link</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Our Philosophy' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus inside, traps Tab and Shift+Tab, closes on Esc and returns focus to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('Open');
    opener.focus();
    act(() => {
      fireEvent.click(opener);
    });
    const first = screen.getByText('First link');
    const last = screen.getByText('Last');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(first);

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
