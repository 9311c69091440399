import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { StoredImage } from '../../../lib/uploads';
import { readSettings, writeSettings } from '../../settings';
import { writeAudit } from '../audit/service';

export const logoUrl = (key: string) => `/api/site-logo/${key}`;

/** Makes an uploaded image the site logo (the `logo_url` setting the top bar shows), audited. */
export async function replaceLogo(
  db: Queryable,
  actorId: string,
  image: StoredImage,
  at: string,
): Promise<{ site_name: string; logo_url: string }> {
  return db.transaction().execute(async (trx) => {
    const byKey = await readSettings(trx);
    const next: Record<string, string> = {
      logo_url: logoUrl(image.key),
      logo_key: image.key,
      logo_mime: image.mime,
    };
    await writeSettings(trx, next, at);
    await writeAudit(trx, {
      actorId,
      action: 'settings.logo',
      targetType: 'site_settings',
      targetId: null,
      details: {
        old: { logo_url: byKey.get('logo_url') ?? null },
        new: { logo_url: next.logo_url },
      },
      at,
    });
    return { site_name: byKey.get('site_name') || 'Optio', logo_url: logoUrl(image.key) };
  });
}

/** The current logo's file; only the current one is served: replaced uploads are unreachable. */
export async function currentLogo(db: Queryable, key: string): Promise<StoredImage> {
  const byKey = await readSettings(db, ['logo_key', 'logo_mime']);
  const stored = byKey.get('logo_key');
  const mime = byKey.get('logo_mime');
  if (!stored || !mime || stored !== key) throw new HttpError(404, 'Logo not found');
  return { key: stored, mime };
}
