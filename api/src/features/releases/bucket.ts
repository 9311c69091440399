import { createHash, createHmac } from 'node:crypto';

/**
 * Where a visitor falls for an app's canary, 0–99: a hash of the app and the visitor's rollout
 * key, so the same visitor always lands on the same side of one app's canary, and different
 * apps' canaries pick independent halves of the users.
 */
export function rolloutBucket(app: string, key: string): number {
  const digest = createHash('sha256').update(`${app}\n${key}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export const inCanary = (app: string, key: string, percent: number): boolean =>
  rolloutBucket(app, key) < percent;

/**
 * A signed-in user's rollout key: derived from the user id with the server's secret, so the
 * cookie that carries it names no one, and every device of the user falls on the same side.
 */
export function userRolloutKey(secret: string, userId: string): string {
  return `u.${createHmac('sha256', secret).update(`rollout:${userId}`).digest('base64url').slice(0, 22)}`;
}

export const ROLLOUT_KEY = /^[ua]\.[A-Za-z0-9_-]{16,43}$/;
