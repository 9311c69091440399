import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationErrorCode, loadRemoteApp, RemoteLoadError } from './loadRemoteApp';

// The MF runtime is a third-party library: its network behaviour is faked here; the composed
// system is exercised for real in e2e/tests/resilience.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const spec = {
  name: 'mf_demo',
  manifest: '/remotes/mf-demo/mf-manifest.json',
  module: './App',
  routes: [],
};
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

beforeAll(() => {
  (globalThis as { location?: unknown }).location = { href: 'http://localhost/' };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
});

describe('loadRemoteApp', () => {
  it('loads the exposed module by container name', async () => {
    const Component = () => null;
    mockedLoad.mockResolvedValue({ default: Component });
    await expect(loadRemoteApp(spec, false)).resolves.toEqual({ default: Component });
    expect(mockedLoad).toHaveBeenCalledWith('mf_demo/App');
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('re-registers with force on a fresh attempt so cached failures are dropped', async () => {
    mockedLoad.mockResolvedValue({ default: () => null });
    await loadRemoteApp(spec, true);
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mf_demo', entry: 'http://localhost/remotes/mf-demo/mf-manifest.json' }],
      { force: true },
    );
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemoteApp(spec, false, 10_000);
    const assertion = expect(pending).rejects.toMatchObject({ remote: 'mf_demo', code: 'TIMEOUT' });
    jest.advanceTimersByTime(10_000);
    await assertion;
    jest.useRealTimers();
  });

  it('carries the MF error code of a failed load', async () => {
    mockedLoad.mockRejectedValue(
      new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'),
    );
    const error = await loadRemoteApp(spec, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(federationErrorCode(error)).toBe('RUNTIME-003');
  });

  it('refuses a module that is not a component', async () => {
    mockedLoad.mockResolvedValue({ default: 42 } as never);
    await expect(loadRemoteApp(spec, false)).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
