import { isWebLink } from './form';

describe('isWebLink', () => {
  it('accepts http and https addresses up to the limit', () => {
    expect(isWebLink('https://example.org/a', 100)).toBe(true);
    expect(isWebLink('http://example.org', 100)).toBe(true);
  });

  it('refuses other schemes, non-addresses and over-long links', () => {
    expect(isWebLink('javascript:alert(1)', 100)).toBe(false);
    expect(isWebLink('ftp://example.org', 100)).toBe(false);
    expect(isWebLink('example.org', 100)).toBe(false);
    expect(isWebLink(`https://example.org/${'a'.repeat(100)}`, 100)).toBe(false);
  });
});
