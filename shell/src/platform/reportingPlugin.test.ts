import { createInstance } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../remotes/loadRemoteApp';
import { CountedErrors, runtimeReportingPlugin } from './reportingPlugin';
import { RuntimeReport } from './runtimeReport';

/** The real MF runtime (not a mock): its hooks must call ours with what each remote received. */
function instanceWith(
  name: string,
  report: RuntimeReport,
  remotes: { name: string; entry: string }[],
  counted = new CountedErrors(),
) {
  let news = 0;
  const plugin = runtimeReportingPlugin(report, counted, () => {
    news += 1;
  });
  const instance = createInstance({
    name,
    remotes,
    shared: {
      react: {
        version: '19.2.0',
        lib: () => ({ version: '19.2.0' }),
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
    plugins: [plugin],
  });
  return { instance, news: () => news };
}

/** Nothing listens on the discard port: the manifest fetch fails at once. */
const GONE = { name: 'mf_gone', entry: 'http://127.0.0.1:9/mf-manifest.json' };

describe('the runtime reporting plugin in the MF runtime', () => {
  it('reports the version of a shared package an instance received', async () => {
    const report = new RuntimeReport();
    report.setRemoteVersion('mf_probe', '3.1.0');
    const { instance, news } = instanceWith('mf_probe', report, []);
    await instance.loadShare('react');
    expect(news()).toBe(1);
    expect(report.take()?.shared).toEqual([
      {
        remote: 'mf_probe',
        remote_version: '3.1.0',
        package: 'react',
        version: '19.2.0',
        count: 1,
      },
    ]);
  });

  it('reports a remote that failed to load with its MF error code, once, and still throws', async () => {
    const report = new RuntimeReport();
    const counted = new CountedErrors();
    const { instance } = instanceWith('mf_host_probe', report, [GONE], counted);
    const failure = await instance.loadRemote('mf_gone/App').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const errors = report.take()?.errors;
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({ remote: 'mf_gone', count: 1 });
    expect(errors?.[0]?.code).toMatch(/^RUNTIME-\d{3}$/);
    // The shell wraps the same failure for the error boundary: already counted.
    expect(counted.has(new RemoteLoadError('mf_gone', 'RUNTIME-003', failure))).toBe(true);
  });
});
