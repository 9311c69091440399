import { auditSubject } from './auditSubject';

describe('auditSubject', () => {
  it("names the user's e-mail for a user change", () => {
    expect(
      auditSubject({ target_type: 'user', target_id: 'u1', details: { email: 'a@optio.test' } }),
    ).toBe('a@optio.test');
  });

  it('names the app of a release switch', () => {
    expect(
      auditSubject({
        target_type: 'app',
        target_id: 'mf-public',
        details: { old: { live: '1.0.0-a' }, new: { live: '1.0.0-b' } },
      }),
    ).toBe('mf-public');
  });

  it('names nothing for a site settings change', () => {
    expect(
      auditSubject({ target_type: 'settings', target_id: null, details: { old: {}, new: {} } }),
    ).toBeUndefined();
  });
});
