/** @jest-environment jsdom */
import { APP_START_EVENT, intendedPath, whenAppMayRender } from '../prerender/handoff';
import type { AppAssets } from './app';

const assets: AppAssets = {
  scripts: ['/main.abc.js'],
  preload: ['/shared.abc.js', '/shared.abc.css'],
  litePaths: ['/', '/terms'],
  remotes: {
    '/login': ['/remotes/mf-auth/mf-manifest.json', '/remotes/mf-auth/remoteEntry.js'],
    '/register': ['/remotes/mf-auth/mf-manifest.json', '/remotes/mf-auth/remoteEntry.js'],
    '/demo': ['/remotes/mf-demo/mf-manifest.json', '/remotes/mf-demo/App.abc.css'],
  },
};

// app.ts remembers that the scripts ran: each test gets a fresh copy of it.
function freshApp(): typeof import('./app') {
  let app!: typeof import('./app');
  jest.isolateModules(() => {
    app = jest.requireActual<typeof import('./app')>('./app');
  });
  return app;
}

const entryScripts = () => document.head.querySelectorAll('script[src="/main.abc.js"]');
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map(
    (link) =>
      `${link.getAttribute('href')} as ${link.getAttribute('as') ?? '-'}` +
      (link.hasAttribute('crossorigin') ? ' cors' : ''),
  );
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.setAttribute('data-lite', '');
  document.documentElement.removeAttribute('data-intent');
  history.replaceState(null, '', '/');
});

describe('lite page to app handoff', () => {
  it('on intent runs the app once, aimed at the link, without letting it render', async () => {
    const app = freshApp();
    app.warmApp(assets, '/login');
    app.warmApp(assets, '/register');
    expect(entryScripts()).toHaveLength(1);
    // The bootstrap's chunks download beside the entry, once, and so do the files of the remote
    // behind each link pointed at (the manifest as the runtime fetches it: CORS mode).
    expect(links('preload')).toEqual([
      '/shared.abc.js as script',
      '/shared.abc.css as style',
      '/remotes/mf-auth/mf-manifest.json as fetch cors',
      '/remotes/mf-auth/remoteEntry.js as script',
    ]);
    expect(intendedPath()).toBe('/register');
    expect(await settled(whenAppMayRender())).toBe(false);
  });

  it('idle time only fetches: the entry as a module, the rest and the registry into the cache', () => {
    const app = freshApp();
    app.prefetchApp(assets);
    app.prefetchApp(assets);
    expect(entryScripts()).toHaveLength(0);
    expect(links('modulepreload')).toEqual(['/main.abc.js as -']);
    expect(links('prefetch')).toEqual([
      '/shared.abc.js as script',
      '/shared.abc.css as style',
      '/registry.json as -',
    ]);
  });

  it('a click lets the warmed app render at the new address, without a second copy', async () => {
    const app = freshApp();
    app.warmApp(assets, '/login');
    const mayRender = whenAppMayRender();
    history.pushState(null, '', '/login');
    void app.startApp(assets);
    expect(await settled(mayRender)).toBe(true);
    expect(entryScripts()).toHaveLength(1);
    expect(document.documentElement.hasAttribute('data-lite')).toBe(false);
    // Once started, the address is what the app shows, whatever was pointed at last.
    app.warmApp(assets, '/demo');
    expect(intendedPath()).toBe('/login');
    expect(links('preload')).not.toContain('/remotes/mf-demo/mf-manifest.json as fetch cors');
  });

  it('starting without intent runs the app and lets it render at once', async () => {
    const app = freshApp();
    const started = jest.fn();
    document.addEventListener(APP_START_EVENT, started, { once: true });
    history.pushState(null, '', '/demo');
    void app.startApp(assets);
    // The remote of the address it starts at is preloaded with the shell's chunks.
    expect(links('preload')).toContain('/remotes/mf-demo/App.abc.css as style');
    expect(started).toHaveBeenCalledTimes(1);
    expect(entryScripts()).toHaveLength(1);
    expect(await settled(whenAppMayRender())).toBe(true);
  });

  it('a page served with the app renders at once and shows its own address', async () => {
    document.documentElement.removeAttribute('data-lite');
    document.documentElement.setAttribute('data-intent', '/login');
    history.replaceState(null, '', '/dashboard');
    expect(intendedPath()).toBe('/dashboard');
    expect(await settled(whenAppMayRender())).toBe(true);
  });
});
