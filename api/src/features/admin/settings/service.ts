import type { Queryable } from '../../../db/types';
import { DEFAULT_SETTINGS, readSettings, writeSettings } from '../../settings';
import { writeAudit } from '../audit/service';
import { UPLOAD_QUOTA_KEY, uploadQuotaMb } from '../../../lib/uploads';

export interface SiteSettings {
  site_name: string;
  logo_url: string | null;
  upload_quota_mb: number;
}

export async function readSiteSettings(db: Queryable): Promise<SiteSettings> {
  const byKey = await readSettings(db, ['site_name', 'logo_url']);
  return {
    site_name: byKey.get('site_name') || DEFAULT_SETTINGS.site_name,
    logo_url: byKey.get('logo_url') || DEFAULT_SETTINGS.logo_url,
    upload_quota_mb: await uploadQuotaMb(db),
  };
}

/** Saves the site name, logo and quota (the quota unchanged when not given), audited. */
export async function updateSiteSettings(
  db: Queryable,
  actorId: string,
  change: { site_name: string; logo_url: string | null; upload_quota_mb?: number },
  at: string,
): Promise<SiteSettings> {
  // The settings and their audit row are written together or not at all.
  return db.transaction().execute(async (trx) => {
    const previous = await readSiteSettings(trx);
    const next: SiteSettings = {
      site_name: change.site_name,
      logo_url: change.logo_url,
      upload_quota_mb: change.upload_quota_mb ?? previous.upload_quota_mb,
    };
    await writeSettings(
      trx,
      {
        site_name: next.site_name,
        logo_url: next.logo_url,
        [UPLOAD_QUOTA_KEY]: String(next.upload_quota_mb),
      },
      at,
    );
    await writeAudit(trx, {
      actorId,
      action: 'settings.update',
      targetType: 'site_settings',
      targetId: null,
      details: { old: previous, new: next },
      at,
    });
    return next;
  });
}
