import { hasSignedInMarker } from './signedInMarker';

describe('hasSignedInMarker', () => {
  it('finds the marker in either spelling, anywhere in the cookie string', () => {
    expect(hasSignedInMarker('optio_signed_in=1')).toBe(true);
    expect(hasSignedInMarker('x=1; __Host-optio_signed_in=1')).toBe(true);
  });

  it('does not take a longer cookie name or an empty string for it', () => {
    expect(hasSignedInMarker('not_optio_signed_in=1')).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
  });
});
