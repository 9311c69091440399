import { checkFile, fileKind, IMAGE_MAX_BYTES, MAX_FILES, MB, selectFiles } from './fileRules';

const f = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkFile', () => {
  it('accepts the allowed images up to 10 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp'])
      expect(checkFile(f(name, IMAGE_MAX_BYTES))).toBeNull();
    expect(checkFile(f('a.png', IMAGE_MAX_BYTES + 1))).toBe('imageTooLarge');
  });

  it('accepts documents up to 25 MB', () => {
    expect(checkFile(f('essay.pdf', 25 * MB))).toBeNull();
    expect(checkFile(f('essay.docx', 12 * MB))).toBeNull();
    expect(checkFile(f('notes.txt', 10))).toBeNull();
    expect(checkFile(f('essay.pdf', 25 * MB + 1))).toBe('documentTooLarge');
  });

  it('refuses other types and empty files', () => {
    expect(checkFile(f('run.exe', 10))).toBe('type');
    expect(checkFile(f('page.html', 10, 'text/html'))).toBe('type');
    expect(checkFile(f('a.png', 0))).toBe('empty');
  });

  it('falls back to the MIME type when the name has no extension', () => {
    expect(fileKind(f('photo', 10, 'image/png'))).toBe('image');
    expect(fileKind(f('doc', 10, 'application/pdf'))).toBe('document');
  });
});

describe('selectFiles', () => {
  it('keeps at most five valid files and says why others were left out', () => {
    const current = [f('1.png', 1), f('2.png', 1), f('3.png', 1), f('4.png', 1)];
    const { accepted, rejected } = selectFiles(current, [
      f('bad.exe', 1),
      f('5.png', 1),
      f('6.png', 1),
    ]);
    expect(accepted).toHaveLength(MAX_FILES);
    expect(rejected.map((r) => [r.file.name, r.problem])).toEqual([
      ['bad.exe', 'type'],
      ['6.png', 'tooMany'],
    ]);
  });
});
