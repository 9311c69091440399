import { ApiError, serverMessage } from '@optio/api-client';
import type { Translate } from './i18n';

function status(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * docs/product.md#errors login failures. A status the spec names (429, 503, 500 and other 5xx, no response)
 * shows the spec's text; any other answer shows the server's error string or message; else the
 * default. `toast` is true for 500 and above.
 */
export function loginFailure(error: unknown, t: Translate): { message: string; toast: boolean } {
  const code = status(error);
  const toast = code !== undefined && code >= 500;
  if (code === 429) return { message: t('login.errors.tooMany'), toast };
  if (code === 503) return { message: t('login.errors.unavailable'), toast };
  if (code !== undefined && code >= 500) return { message: t('login.errors.server'), toast };
  if (code === 0) return { message: t('login.errors.connection'), toast };
  return { message: serverMessage(error) ?? t('login.errors.default'), toast };
}

/** docs/product.md#errors registration failures (always shown as a toast). */
export function registrationFailure(error: unknown, t: Translate): string {
  const code = status(error);
  if (code === 503) return t('register.errors.unavailable');
  if (code !== undefined && code >= 500) return t('register.errors.server');
  if (code === 429) return t('register.errors.tooMany');
  if (code === 400) return serverMessage(error) ?? t('register.errors.invalid');
  if (code === 0) return t('register.errors.connection');
  return serverMessage(error) ?? t('register.errors.default');
}

/** docs/product.md#errors forgot-password failures. */
export function forgotFailure(error: unknown, t: Translate): string {
  if (status(error) === 429) return t('forgot.errors.tooMany');
  if (status(error) === 0) return t('forgot.errors.default');
  return serverMessage(error) ?? t('forgot.errors.default');
}

/** docs/product.md#errors reset-password failures; `expired` asks for the "Request a new password reset" link. */
export function resetFailure(error: unknown, t: Translate): { message: string; expired: boolean } {
  const code = status(error);
  let message: string;
  if (code === 400) message = serverMessage(error) ?? t('reset.errors.invalidToken');
  else if (code === 0) message = t('reset.errors.default');
  else message = serverMessage(error) ?? t('reset.errors.default');
  // Decided on the server's English text, whatever language the message is shown in.
  const english = error instanceof ApiError ? (error.body?.message ?? '') : '';
  return { message, expired: `${english} ${message}`.toLowerCase().includes('expired') };
}

/** Failures of the e-mail verification and consent pages (not in the spec's catalogue). */
export function genericFailure(
  error: unknown,
  t: Translate,
  section: 'verify' | 'consent',
): string {
  const code = status(error);
  if (code === 429) return t(`${section}.errors.tooMany`);
  if (code === 0) return t(`${section}.errors.connection`);
  return serverMessage(error) ?? t(`${section}.errors.default`);
}
