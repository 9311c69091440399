import type { UploadedFile } from '../../../lib/uploads';
import { evidenceRows } from './evidence-rows';

const owner = { taskId: 'task-1', studentId: 'student-1', at: '2026-03-10T12:00:00.000Z' };
const file = (name: string): UploadedFile => ({
  key: 'a'.repeat(32),
  name,
  size: 42,
  type: {
    kind: 'txt',
    mime: 'text/plain; charset=utf-8',
    label: 'a text file',
    extensions: ['txt'],
    maxBytes: 1,
  },
});

describe('evidenceRows', () => {
  it('orders text, link, then files, each carrying the confidential flag', () => {
    const rows = evidenceRows(
      { text: 'My notes', link: 'https://example.org', confidential: true, files: [file('a.txt')] },
      { stored: 'My notes', held: false },
      owner,
    );
    expect(rows.evidence.map((e) => [e.kind, e.position, e.confidential])).toEqual([
      ['text', 0, 1],
      ['link', 1, 1],
      ['file', 2, 1],
    ]);
    expect(rows.evidence[1]).toMatchObject({ url: 'https://example.org', text: null });
    expect(rows.textEvidenceId).toBe(rows.evidence[0]!.id);
    expect(rows.files).toEqual([
      expect.objectContaining({
        evidence_id: rows.evidence[2]!.id,
        storage_key: 'a'.repeat(32),
        original_name: 'a.txt',
        mime: 'text/plain; charset=utf-8',
        size: 42,
        student_id: 'student-1',
      }),
    ]);
  });

  it('stores the screened text and holds it when flagged', () => {
    const rows = evidenceRows(
      { text: 'call me at 555', link: null, confidential: false, files: [] },
      { stored: 'call me at [phone]', held: true },
      owner,
    );
    expect(rows.evidence).toEqual([
      expect.objectContaining({ kind: 'text', text: 'call me at [phone]', safety_hold: 1 }),
    ]);
  });

  it('has no text row (and no text id) without text', () => {
    const rows = evidenceRows(
      { text: null, link: null, confidential: false, files: [file('a.txt'), file('b.txt')] },
      null,
      owner,
    );
    expect(rows.textEvidenceId).toBeNull();
    expect(rows.evidence.map((e) => e.position)).toEqual([0, 1]);
    expect(rows.files).toHaveLength(2);
  });
});
