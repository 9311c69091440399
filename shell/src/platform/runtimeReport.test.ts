import { RuntimeReport, UNKNOWN_VERSION } from './runtimeReport';

describe('the runtime report', () => {
  it('counts a shared version once per remote and page, under the remote’s build version', () => {
    const report = new RuntimeReport();
    report.setRemoteVersion('mf_student', '1.3.0-b7+3fa9c2');
    expect(report.share('mf_student', 'react', '19.2.0')).toBe(true);
    // A remote asks again for the same package on every chunk: not a new fact.
    expect(report.share('mf_student', 'react', '19.2.0')).toBe(false);
    expect(report.share('mf_student', 'react/jsx-runtime', '19.2.0')).toBe(true);
    expect(report.share('shell', '@optio/contracts/roles', '1.0.0')).toBe(true);
    expect(report.take()).toEqual({
      shared: [
        {
          remote: 'mf_student',
          remote_version: '1.3.0-b7+3fa9c2',
          package: 'react',
          version: '19.2.0',
          count: 1,
        },
        {
          remote: 'mf_student',
          remote_version: '1.3.0-b7+3fa9c2',
          package: 'react/jsx-runtime',
          version: '19.2.0',
          count: 1,
        },
        {
          remote: 'shell',
          remote_version: UNKNOWN_VERSION,
          package: '@optio/contracts/roles',
          version: '1.0.0',
          count: 1,
        },
      ],
      errors: [],
    });
    // Taken is gone, and still known: the same fact later in the page is not sent again.
    expect(report.take()).toBeNull();
    expect(report.share('mf_student', 'react', '19.2.0')).toBe(false);
  });

  it('adds up containment events per remote version and code', () => {
    const report = new RuntimeReport();
    report.setRemoteVersion('mf_admin', '2.0.0');
    report.error('mf_admin', 'RUNTIME-003');
    report.error('mf_admin', 'RUNTIME-003');
    report.error('mf_admin', 'TIMEOUT');
    expect(report.take()?.errors).toEqual([
      { remote: 'mf_admin', remote_version: '2.0.0', code: 'RUNTIME-003', count: 2 },
      { remote: 'mf_admin', remote_version: '2.0.0', code: 'TIMEOUT', count: 1 },
    ]);
  });

  it('drops what the API would refuse instead of losing the whole batch to a 400', () => {
    const report = new RuntimeReport();
    report.setRemoteVersion('mf_x', 'not a version!');
    expect(report.share('Not-A-Container', 'react', '19.0.0')).toBe(false);
    expect(report.share('mf_x', 'https://evil.example/?q=1', '1.0.0')).toBe(false);
    expect(report.share('mf_x', 'react', undefined)).toBe(false);
    expect(report.share('mf_x', 'react', '^19')).toBe(false);
    // An odd code is still a containment event: counted as UNKNOWN.
    expect(report.error('mf_x', 'weird <b>code</b>')).toBe(true);
    expect(report.take()).toEqual({
      shared: [],
      errors: [{ remote: 'mf_x', remote_version: UNKNOWN_VERSION, code: 'UNKNOWN', count: 1 }],
    });
  });

  it('hands over at most a batch’s worth at a time', () => {
    const report = new RuntimeReport();
    for (let i = 0; i < 250; i += 1) report.share('mf_x', `pkg-${i}`, '1.0.0');
    expect(report.take()?.shared).toHaveLength(200);
    expect(report.take()?.shared).toHaveLength(50);
    expect(report.take()).toBeNull();
  });
});
