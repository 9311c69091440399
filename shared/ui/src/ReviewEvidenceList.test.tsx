/** @jest-environment jsdom */
import type { ReviewItem } from '@optio/contracts/records';
import { render, screen } from '@testing-library/react';
import { ReviewEvidenceList } from './ReviewEvidenceList';

type Evidence = ReviewItem['evidence'][number];

let ids = 0;
const piece = (over: Partial<Evidence>): Evidence => ({
  id: String(++ids),
  kind: 'text',
  text: null,
  url: null,
  file_name: null,
  file_url: null,
  confidential: false,
  held: false,
  ...over,
});

const evidence: Evidence[] = [
  piece({ kind: 'text', text: 'Built it.\nTested it.' }),
  piece({ kind: 'link', url: 'https://example.org/plan' }),
  piece({ kind: 'file', file_name: 'photo.png', file_url: '/api/evidence/1/file' }),
  piece({ kind: 'file', file_name: 'secret.pdf' }),
  piece({ kind: 'text', held: true }),
  piece({ kind: 'text', text: 'Private diary', confidential: true }),
];

describe('ReviewEvidenceList', () => {
  it('shows text, links, files to open and stand-ins, in order, under its label', () => {
    render(<ReviewEvidenceList evidence={evidence} label="Evidence" held="Held" />);
    const items = screen.getByRole('list', { name: 'Evidence' }).querySelectorAll('li');
    expect(Array.from(items, (li) => li.textContent)).toEqual([
      'Built it.\nTested it.',
      'https://example.org/plan',
      'Open photo.png',
      'File: secret.pdf',
      'Held',
      'Private diary',
    ]);
    expect(screen.getByRole('link').getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Open photo.png' })).toBeTruthy();
  });

  it('hides confidential evidence behind its stand-in when given one', () => {
    render(
      <ReviewEvidenceList evidence={evidence} label="Evidence" held="Held" confidential="Hidden" />,
    );
    expect(screen.queryByText('Private diary')).toBeNull();
    expect(screen.getByText('Hidden')).toBeTruthy();
  });

  it('says there is nothing when the list is empty and an empty text is given', () => {
    render(<ReviewEvidenceList evidence={[]} label="Evidence" held="Held" empty="Nothing yet" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});
