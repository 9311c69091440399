import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { LiveSite } from '../../lib/static';
import { ROLLOUT_KEY, userRolloutKey } from './bucket';
import { releasesRoot, VERSION } from './files';
import {
  appFolder,
  readBaseRegistry,
  resolveRegistry,
  versionFor,
  type PlatformLayout,
} from './registry';
import { readChannel, readChannels } from './store';

/** Carries a visitor's rollout key: random for a visitor, derived from the user id at sign-in. */
export const ROLLOUT_COOKIE = 'optio_rollout';
const ROLLOUT_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function platformLayout(ctx: Pick<AppContext, 'config'>): PlatformLayout {
  return {
    registryFile: ctx.config.registryFile,
    staticRoot: ctx.config.staticRoot,
    releasesRoot: releasesRoot(ctx.config.dataDir),
  };
}

function setRolloutCookie(ctx: AppContext, reply: FastifyReply, key: string): void {
  reply.setCookie(ROLLOUT_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    maxAge: ROLLOUT_COOKIE_MAX_AGE,
  });
}

/** After sign-in: the user's own key, so every device of theirs gets the same canary side. */
export function setUserRolloutCookie(ctx: AppContext, reply: FastifyReply, userId: string): void {
  setRolloutCookie(ctx, reply, userRolloutKey(ctx.config.jwtSecret, userId));
}

/** The visitor's rollout key, minting (and setting) a random one on a first visit. */
function rolloutKey(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const cookie = request.cookies[ROLLOUT_COOKIE];
  if (cookie && ROLLOUT_KEY.test(cookie)) return cookie;
  const key = `a.${randomBytes(16).toString('base64url')}`;
  // The HTML and the registry of one first visit must agree: the second read sees the first's key.
  request.cookies[ROLLOUT_COOKIE] = key;
  setRolloutCookie(ctx, reply, key);
  return key;
}

/** The registry and shell the static site serves, from the releases' live and canary state. */
export function liveSite(ctx: AppContext): LiveSite {
  const layout = platformLayout(ctx);
  const db = ctx.db.kysely;
  return {
    releasesRoot: layout.releasesRoot,
    async registryFor(request, reply) {
      let base;
      try {
        base = await readBaseRegistry(layout.registryFile);
      } catch {
        return null;
      }
      const channels = await readChannels(db);
      const canary = channels.some((c) => c.canary_version);
      return resolveRegistry(base, channels, canary ? rolloutKey(ctx, request, reply) : null);
    },
    async shellFolder(request, reply) {
      const channel = await readChannel(db, 'shell');
      const key = channel?.canary_version ? rolloutKey(ctx, request, reply) : null;
      return appFolder(layout, 'shell', versionFor(channel, key));
    },
    async shellFolders() {
      const root = join(layout.releasesRoot, 'shell');
      const versions = await readdir(root).catch(() => [] as string[]);
      return [
        ...versions.filter((v) => VERSION.test(v)).map((v) => join(root, v)),
        appFolder(layout, 'shell', null),
      ];
    },
  };
}
