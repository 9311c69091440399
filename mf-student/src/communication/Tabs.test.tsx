/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

function Harness({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      idBase="t"
      label="Sections"
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    expect(alpha!.getAttribute('aria-selected')).toBe('true');
    expect(alpha!.getAttribute('aria-controls')).toBe('t-panel-a');
    expect([alpha!.tabIndex, beta!.tabIndex, gamma!.tabIndex]).toEqual([0, -1, -1]);

    alpha!.focus();
    fireEvent.keyDown(alpha!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(beta);
    expect(beta!.getAttribute('aria-selected')).toBe('true');
    expect([alpha!.tabIndex, beta!.tabIndex]).toEqual([-1, 0]);

    fireEvent.keyDown(beta!, { key: 'End' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'Home' });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha!, { key: 'x' });
    expect(onSelect.mock.calls.map((c) => c[0])).toEqual(['b', 'c', 'a', 'c', 'a']);

    fireEvent.click(gamma!);
    expect(gamma!.getAttribute('aria-selected')).toBe('true');
  });
});
