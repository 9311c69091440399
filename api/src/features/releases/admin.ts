import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { writeAudit } from '../admin';
import { ReleaseRefused } from './errors';
import type { PlatformLayout } from './registry';
import { endCanary, rollback, type InTransaction } from './service';
import { platformReleases } from './view';

/** One app's entry of the Platform page, after a change. */
async function appState(db: Queryable, layout: PlatformLayout, app: string) {
  const { apps } = await platformReleases(db, layout);
  const found = apps.find((a) => a.app === app);
  if (!found) throw new HttpError(404, `Unknown app ${app}`);
  return found;
}

/** A refusal is the admin's 4xx with the same message the CLI prints. */
async function refusalsAsHttp(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (err instanceof ReleaseRefused) throw new HttpError(err.status, err.message);
    throw err;
  }
}

/** The audit row of a switch, written in the switch's own transaction. */
const audited =
  (actorId: string, action: string, app: string, at: Date): InTransaction =>
  (trx, { before, after }) =>
    writeAudit(trx, {
      actorId,
      action,
      targetType: 'app',
      targetId: app,
      details: {
        old: { live: before.live_version, canary: before.canary_version },
        new: { live: after.live_version, canary: after.canary_version },
      },
      at: at.toISOString(),
    });

/** The Platform page's Rollback: repoints the app (to `version` or the previous release). */
export async function adminRollback(
  db: Queryable,
  layout: PlatformLayout,
  actorId: string,
  app: string,
  version: string | undefined,
  at: Date,
) {
  await refusalsAsHttp(() =>
    rollback(db, layout, app, version, at, audited(actorId, 'release.rollback', app, at)),
  );
  return appState(db, layout, app);
}

/** The Platform page's Promote: the canary becomes live for everyone. */
export async function adminPromote(
  db: Queryable,
  layout: PlatformLayout,
  actorId: string,
  app: string,
  at: Date,
) {
  await refusalsAsHttp(() =>
    endCanary(db, app, 'promote', at, audited(actorId, 'release.promote', app, at)),
  );
  return appState(db, layout, app);
}
