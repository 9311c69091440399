/** @jest-environment jsdom */
import { resubmitTaskForm } from './resubmitTask';

describe('resubmitTaskForm', () => {
  it('sends the kept files as one comma-separated field, and only what was given', () => {
    const photo = new File(['png'], 'finished.png', { type: 'image/png' });
    const form = resubmitTaskForm({
      text: '  Painted it.  ',
      link: ' ',
      confidential: false,
      files: [photo],
      keep: ['a1', 'b2'],
    });
    expect(form.get('text')).toBe('Painted it.');
    expect(form.has('link')).toBe(false);
    expect(form.get('confidential')).toBe('false');
    expect(form.get('keep')).toBe('a1,b2');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['finished.png']);
  });

  it('leaves keep out when every old file goes', () => {
    const form = resubmitTaskForm({ text: 'x', confidential: true, files: [], keep: [] });
    expect(form.has('keep')).toBe(false);
    expect(form.get('confidential')).toBe('true');
  });
});
