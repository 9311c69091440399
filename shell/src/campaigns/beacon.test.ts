import { CAMPAIGN_PAGES } from '@optio/contracts';
import { BEACON_PAGES, beaconUrl, sessionCountedPages, visitToCount } from './beacon';

describe('the visit beacon', () => {
  it('counts exactly the pages the API counts', () => {
    expect([...BEACON_PAGES]).toEqual([...CAMPAIGN_PAGES]);
  });

  it('sends the page and the UTM values of the address, nothing else', () => {
    expect(
      beaconUrl({
        pathname: '/promo/credit-tracker/',
        search: '?utm_source=news&utm_medium=email&utm_campaign=spring-26&email=a@b.c&gclid=x',
      }),
    ).toBe(
      '/api/campaigns/visit?page=%2Fpromo%2Fcredit-tracker&utm_source=news&utm_medium=email&utm_campaign=spring-26',
    );
    expect(beaconUrl({ pathname: '/', search: '' })).toBe('/api/campaigns/visit?page=%2F');
  });

  it('drops a UTM value the API would refuse, and ignores pages that are not counted', () => {
    expect(beaconUrl({ pathname: '/promo', search: '?utm_campaign=%3Cb%3E' })).toBe(
      '/api/campaigns/visit?page=%2Fpromo',
    );
    expect(beaconUrl({ pathname: '/dashboard', search: '?utm_campaign=x' })).toBeNull();
    expect(beaconUrl({ pathname: '/admin/leads', search: '' })).toBeNull();
  });
});

describe('which arrivals are counted', () => {
  const promo = { pathname: '/promo', search: '?utm_campaign=spring' };
  const env = (cookie = '', nav = {}) => ({
    cookie,
    nav,
    counted: sessionCountedPages(memoryStorage()),
  });

  it('counts each page once per session, by page load or route change alike', () => {
    const e = env();
    expect(visitToCount(promo, e)).toBe('/api/campaigns/visit?page=%2Fpromo&utm_campaign=spring');
    expect(visitToCount({ pathname: '/promo/', search: '' }, e)).toBeNull();
    expect(visitToCount({ pathname: '/consultation', search: '' }, e)).toBe(
      '/api/campaigns/visit?page=%2Fconsultation',
    );
    expect(visitToCount(promo, e)).toBeNull();
    expect(visitToCount({ pathname: '/dashboard', search: '' }, e)).toBeNull();
  });

  it('remembers the counted pages across a reload of the tab (same storage)', () => {
    const storage = memoryStorage();
    const first = { cookie: '', nav: {}, counted: sessionCountedPages(storage) };
    expect(visitToCount(promo, first)).not.toBeNull();
    const reloaded = { cookie: '', nav: {}, counted: sessionCountedPages(storage) };
    expect(visitToCount(promo, reloaded)).toBeNull();
    expect(visitToCount({ pathname: '/', search: '' }, reloaded)).not.toBeNull();
  });

  it('still counts once where session storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const e = { cookie: '', nav: {}, counted: sessionCountedPages(refusing) };
    expect(visitToCount(promo, e)).not.toBeNull();
    expect(visitToCount(promo, e)).toBeNull();
  });

  it('sends nothing once the visitor chose "Essential only", and counts again after "Allow"', () => {
    const counted = sessionCountedPages(memoryStorage());
    const refused = 'csrf_token=abc; optio_privacy=essential; theme=dark';
    expect(visitToCount(promo, { cookie: refused, nav: {}, counted })).toBeNull();
    // A refused arrival is not noted: allowing later lets the next arrival count.
    expect(counted.has('/promo')).toBe(false);
    const allowed = 'optio_privacy=campaigns';
    expect(visitToCount(promo, { cookie: allowed, nav: {}, counted })).not.toBeNull();
  });

  it('sends nothing while the browser sends Global Privacy Control or Do Not Track, whatever the visitor chose', () => {
    const allowed = 'optio_privacy=campaigns';
    expect(visitToCount(promo, env(allowed, { globalPrivacyControl: true }))).toBeNull();
    expect(visitToCount(promo, env(allowed, { doNotTrack: '1' }))).toBeNull();
    expect(
      visitToCount(promo, env('', { globalPrivacyControl: false, doNotTrack: '0' })),
    ).not.toBeNull();
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}
