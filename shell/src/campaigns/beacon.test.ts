import { CAMPAIGN_PAGES } from '@optio/contracts';
import { BEACON_PAGES, beaconUrl } from './beacon';

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
