import type { ServerResponse } from 'node:http';
import { cookieNames } from '../../security/csrf';
import { cspAllowingStyles } from '../../lib/static/headers';
import { composeLiteHtml } from '../../lib/static/lite';
import { composePrerendered, escapeHtml, type LocateManifest } from '../../lib/static/prerendered';

/** The live site's headers a page keeps (its CSP and the other security headers). */
const DROPPED = new Set([
  'content-length',
  'accept-ranges',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'last-modified',
  'cache-control',
  'date',
  'vary',
  'set-cookie',
]);
const SIGNED_IN = new Set([cookieNames(false).signedIn, cookieNames(true).signedIn]);

export const mightBeSignedIn = (cookie: string | undefined) =>
  (cookie ?? '').split(';').some((pair) => SIGNED_IN.has(pair.split('=')[0]!.trim()));

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  });
  res.end(html);
}

const notice = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

export function liveDown(res: ServerResponse, live: URL): void {
  sendHtml(
    res,
    502,
    notice(
      'The live site does not answer',
      `<p>The preview shows the draft inside the live site at ${escapeHtml(live.origin)}. ` +
        'Start it (<code>npm start</code>) or set PREVIEW_LIVE_URL, then reload.</p>',
    ),
  );
}

export function draftBroken(res: ServerResponse, app: string, error: string): void {
  sendHtml(
    res,
    503,
    notice(
      `The draft of ${app} does not build`,
      `<p>Fix the problem below and save: the preview rebuilds and this page shows the draft again after a reload.</p><pre>${escapeHtml(error)}</pre>`,
    ),
  );
}

async function liveText(live: URL, path: string): Promise<{ text: string; headers: Headers }> {
  const answer = await fetch(new URL(path, live), { headers: { accept: 'text/html' } });
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
  return { text: await answer.text(), headers: answer.headers };
}

/**
 * A page of the draft as the live server would compose it (api/src/lib/static): the live shell's
 * lite.html for a signed-out visitor, else its index.html, with the draft's prerendered page in
 * it; the plain index.html when the draft has no page for that path.
 */
export async function sendDraftPage(
  res: ServerResponse,
  options: {
    live: URL;
    registry: unknown;
    locate: LocateManifest;
    pathname: string;
    cookie: string | undefined;
    setCookies: string[];
  },
): Promise<void> {
  const { live, registry, locate, pathname } = options;
  const index = await liveText(live, '/index.html');
  let html: string | null = null;
  if (!mightBeSignedIn(options.cookie)) {
    const lite = await liveText(live, '/lite.html').catch(() => null);
    html = lite && (await composeLiteHtml(lite.text, registry, locate, pathname));
  }
  html ??= (await composePrerendered(index.text, registry, locate, pathname)) ?? index.text;
  const headers: Record<string, string> = {};
  index.headers.forEach((value, name) => {
    if (!DROPPED.has(name)) headers[name] = value;
  });
  const csp = headers['content-security-policy'];
  if (csp) headers['content-security-policy'] = cspAllowingStyles(csp, html);
  res.setHeader('set-cookie', options.setCookies);
  sendHtml(res, 200, html, headers);
}
