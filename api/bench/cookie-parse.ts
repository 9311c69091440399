// Per-call cost of parsing a signed-in browser's Cookie header: the API's parser
// (api/src/lib/cookies.ts) against `cookie`'s parse, which @fastify/cookie runs on every request.
// Prints JSON for bench/static.mjs.
import { createRequire } from 'node:module';
import { parseCookieHeader } from '../src/lib/cookies';

// `cookie` 2 (ESM only) as @fastify/cookie loads it: resolved from the plugin's own folder.
const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/cookie'));
const { parseCookie: parse } = (await import(fromPlugin.resolve('cookie'))) as {
  parseCookie: (header: string) => Record<string, string | undefined>;
};

const header =
  'csrf_token=yNsPDlYAnZRPVWuKGhSSWg.cChuYiM4SmQmfAgqKF7t9Y1ahsM6nyTCw-8tZP1ACRI; ' +
  'optio_sid=sDg-29rY-Qe9CHHzzkKPNzaAMqWtuFCv; ' +
  'refresh_token=YW7A7hE_QsTppZlW0xusdugcsOrrQVKbKVUbQHgsneg; i18next=en';

function nsPerCall(fn: (h: string) => unknown): number {
  for (let i = 0; i < 200_000; i += 1) fn(header);
  const n = 1_000_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) fn(header);
  return Number((Number(process.hrtime.bigint() - t0) / n).toFixed(1));
}

console.log(
  JSON.stringify({ hand_ns: nsPerCall(parseCookieHeader), cookie_package_ns: nsPerCall(parse) }),
);
