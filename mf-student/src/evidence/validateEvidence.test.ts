import { validateEvidence } from './validateEvidence';

describe('validateEvidence', () => {
  it('needs text, a link or a file', () => {
    expect(validateEvidence({ text: ' ', link: '', fileCount: 0 })).toBe('empty');
    expect(validateEvidence({ text: 'I built it', link: '', fileCount: 0 })).toBeNull();
    expect(validateEvidence({ text: '', link: '', fileCount: 1 })).toBeNull();
  });

  it('checks links are web addresses', () => {
    expect(validateEvidence({ text: '', link: 'https://example.org/x', fileCount: 0 })).toBeNull();
    expect(validateEvidence({ text: '', link: 'javascript:alert(1)', fileCount: 0 })).toBe('link');
    expect(validateEvidence({ text: '', link: 'not a url', fileCount: 0 })).toBe('link');
  });
});
