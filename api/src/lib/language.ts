import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A stored or sent language tag as one we support; anything else is English. */
export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').trim().slice(0, 2).toLowerCase();
  return base === 'es' ? 'es' : 'en';
}

/**
 * The language the caller's page is shown in: the web client sends it as the first entry of
 * Accept-Language (a browser's own header says the same on a first visit). English when absent.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0];
  return toLanguage(first);
}
