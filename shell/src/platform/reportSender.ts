import { CSRF_HEADER, readCsrfToken } from '@optio/api-client';
import type { PlatformEventsBatch } from '@optio/contracts/platform-runtime-format';
import type { RuntimeReport } from './runtimeReport';

export const EVENTS_URL = '/api/platform/events';
/** Reports wait this long for more of the same page load (a remote asks for ~16 packages). */
export const FLUSH_DELAY_MS = 3000;

const drain = (res: Response) => res.arrayBuffer();

/**
 * Posts a batch with `keepalive`, so a batch sent as the page goes away still arrives. The API
 * checks CSRF on every POST: a visitor who never called the API yet fetches the token first
 * (not while the page unloads: then a batch without a token is dropped).
 */
export async function postBatch(batch: PlatformEventsBatch, unloading: boolean): Promise<void> {
  let token = readCsrfToken();
  if (!token && !unloading) {
    await fetch('/api/auth/csrf', { credentials: 'same-origin' })
      .then(drain)
      .catch(() => undefined);
    token = readCsrfToken();
  }
  if (!token) return;
  await fetch(EVENTS_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token },
    body: JSON.stringify(batch),
  })
    .then(drain)
    .catch(() => undefined);
}

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Batches a report: the first news starts a short wait, and everything that arrives meanwhile
 * goes in one request; `flush` sends at once (the page is being hidden or left).
 */
export function createReportSender(
  report: RuntimeReport,
  send: (batch: PlatformEventsBatch, unloading: boolean) => unknown,
  timers: Timers = browserTimers,
) {
  let pending: unknown = null;
  const flush = (unloading = false) => {
    if (pending !== null) timers.clear(pending);
    pending = null;
    for (let batch = report.take(); batch; batch = report.take()) send(batch, unloading);
  };
  return {
    /** Something new was observed: send it (with whatever follows) shortly. */
    schedule() {
      pending ??= timers.set(() => flush(), FLUSH_DELAY_MS);
    },
    flush,
  };
}
