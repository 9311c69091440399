import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeFirstTouch,
  encodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  FIRST_TOUCH_MAX_AGE,
  PRIVACY_COOKIE,
  refusesTracking,
  type FirstTouch,
} from './service';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether this visitor refused the campaign cookie (privacy choice, GPC or Do Not Track). */
export const refusesCampaignCookie = (request: FastifyRequest) =>
  refusesTracking({
    privacyCookie: request.cookies[PRIVACY_COOKIE],
    gpc: header(request, 'sec-gpc'),
    dnt: header(request, 'dnt'),
  });

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
