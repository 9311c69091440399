import { isPublicPath } from './publicPaths';

describe('isPublicPath (docs/product.md#session-expiry)', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/email-verification',
    '/forgot-password',
    '/reset-password',
    '/terms',
    '/privacy',
    '/academy-agreement',
    '/academy-handbook',
    '/verify',
    '/public/diploma/123',
    '/portfolio/jane-doe',
    '/promo',
    '/promo/credit-tracker',
    '/promo/homeschool-portfolio',
    '/promo/teacher-consultation',
    '/consultation',
    '/demo',
    '/parental-consent',
    '/parental-consent/revoke',
    '/login/',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/quests',
    '/profile',
    '/admin',
    '/parent/dashboard',
    '/portfolio',
    '/public/diploma',
    '/loginx',
    '/demo-secret',
    '/promotion',
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
