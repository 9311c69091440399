import type { PrivacyChoice } from '@optio/contracts/leads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeFirstTouch,
  encodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  FIRST_TOUCH_MAX_AGE,
  PRIVACY_COOKIE,
  PRIVACY_MAX_AGE,
  refusesTracking,
  type FirstTouch,
} from './service';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The browser's own privacy signals, which outrank the visitor's choice on this site. */
export const privacySignals = (request: FastifyRequest) => ({
  gpc: header(request, 'sec-gpc'),
  dnt: header(request, 'dnt'),
});

/** Whether this visitor refused the campaign cookie (privacy choice, GPC or Do Not Track). */
export const refusesCampaignCookie = (request: FastifyRequest) =>
  refusesTracking({ privacyCookie: request.cookies[PRIVACY_COOKIE], ...privacySignals(request) });

/** The first touch the request's cookie holds; none when the visitor refused the cookie. */
export const firstTouchOf = (request: FastifyRequest): FirstTouch | null =>
  refusesCampaignCookie(request) ? null : decodeFirstTouch(request.cookies[FIRST_TOUCH_COOKIE]);

export function setFirstTouchCookie(reply: FastifyReply, touch: FirstTouch, secure: boolean) {
  reply.setCookie(FIRST_TOUCH_COOKIE, encodeFirstTouch(touch), {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: FIRST_TOUCH_MAX_AGE,
  });
}

/**
 * Keeps the visitor's choice a year; "essential" also forgets the first touch already kept. Not
 * HttpOnly: the shell reads it to show the choice and to hold back the visit beacon.
 */
export function setPrivacyCookie(reply: FastifyReply, choice: PrivacyChoice, secure: boolean) {
  reply.setCookie(PRIVACY_COOKIE, choice, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: PRIVACY_MAX_AGE,
  });
  if (choice === 'essential') {
    reply.clearCookie(FIRST_TOUCH_COOKIE, {
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  }
}
