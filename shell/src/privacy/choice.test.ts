import { browserRefuses, refusesCampaigns, storedChoice } from './choice';

describe('the privacy choice the page reads', () => {
  it('reads the choice from the cookie, and nothing else as one', () => {
    expect(storedChoice('csrf_token=x; optio_privacy=essential')).toBe('essential');
    expect(storedChoice('optio_privacy=campaigns;theme=dark')).toBe('campaigns');
    expect(storedChoice('optio_privacy=everything')).toBeNull();
    expect(storedChoice('not_optio_privacy=essential; x=1')).toBeNull();
    expect(storedChoice('')).toBeNull();
  });

  it('honours the browser’s signals as the API does', () => {
    expect(browserRefuses({ globalPrivacyControl: true })).toBe(true);
    expect(browserRefuses({ doNotTrack: '1' })).toBe(true);
    expect(browserRefuses({ doNotTrack: '0' })).toBe(false);
    expect(browserRefuses({})).toBe(false);
    expect(refusesCampaigns('optio_privacy=campaigns', { globalPrivacyControl: true })).toBe(true);
    expect(refusesCampaigns('optio_privacy=essential', {})).toBe(true);
    expect(refusesCampaigns('', {})).toBe(false);
  });
});
