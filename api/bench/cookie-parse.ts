// Per-call cost of parsing a signed-in browser's Cookie header: @fastify/cookie's parser (what its
// onRequest hook runs on every request the API answers) against the hand-written parser the API
// used until ISSUE #23 (kept here only as the baseline of the 20 % rule).
// Prints JSON for bench/static.mjs.
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';

/** The former api/src/lib/cookies.ts parser, verbatim: one pass with indexOf. */
function formerHandParser(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return out;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq > start && eq < end) {
      const name = header.slice(start, eq).trim();
      let value = header.slice(eq + 1, end).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
        value = value.slice(1, -1);
      if (name && !(name in out)) out[name] = value;
    }
    start = end + 1;
  }
  return out;
}

const app = Fastify();
await app.register(fastifyCookie);
await app.ready();

const header =
  'csrf_token=yNsPDlYAnZRPVWuKGhSSWg.cChuYiM4SmQmfAgqKF7t9Y1ahsM6nyTCw-8tZP1ACRI; ' +
  'optio_sid=sDg-29rY-Qe9CHHzzkKPNzaAMqWtuFCv; ' +
  'refresh_token=YW7A7hE_QsTppZlW0xusdugcsOrrQVKbKVUbQHgsneg; i18next=en';

// Both must read the same cookies, or the comparison is meaningless.
const expected = JSON.stringify({ ...formerHandParser(header) });
if (JSON.stringify({ ...app.parseCookie(header) }) !== expected)
  throw new Error('the parsers disagree on the benchmark header');

function nsPerCall(fn: (h: string) => unknown): number {
  for (let i = 0; i < 200_000; i += 1) fn(header);
  const n = 1_000_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) fn(header);
  return Number((Number(process.hrtime.bigint() - t0) / n).toFixed(1));
}

// Interleaved twice so a burst of background load does not land on one side only.
const hand = [nsPerCall(formerHandParser)];
const plugin = [nsPerCall((h) => app.parseCookie(h))];
plugin.push(nsPerCall((h) => app.parseCookie(h)));
hand.push(nsPerCall(formerHandParser));
const mean = (xs: number[]) => Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1));
await app.close();

console.log(
  JSON.stringify({
    hand_ns: mean(hand),
    cookie_package_ns: mean(plugin),
    hand_over_plugin: Number((mean(plugin) / mean(hand)).toFixed(3)),
  }),
);
