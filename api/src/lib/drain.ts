import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@optio/contracts/error-codes';
import { errorBody } from './errors';

/** Methods nginx resends to another replica after a 503; it never resends POST, PATCH or LOCK. */
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export interface Drain {
  begin(): void;
}

/**
 * Before a replica stops listening it drains. Resendable requests get 503, so nginx marks the
 * replica failed and resends them to another one; writes already routed here are still served.
 * Closing the listener at once instead resets connections nginx has opened but Node has not yet
 * accepted. A write on one of those is lost as a 502: nginx cannot know whether it ran, so it
 * does not resend it.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let active = false;
  // Callback style, not async: it runs before every request, and an async hook costs each one a
  // promise and a microtask. A refusal sends the reply and does not call done(), ending it there.
  app.addHook('onRequest', (request, reply, done) => {
    if (!active || !RESENDABLE.has(request.method)) {
      done();
      return;
    }
    reply
      .code(503)
      .header('retry-after', '1')
      .header('connection', 'close')
      .send(errorBody(ERROR_MESSAGES['server.restarting'], undefined, 503));
  });
  return {
    begin() {
      active = true;
    },
  };
}
