import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { StoredFile, UploadedFile, UploadStore } from '../../../lib/uploads';
import { deletionDueAt } from '../account/deletion';
import { notFound } from '../http';
import { visibilityState } from '../visibility/service';
import { loadProfile, updateProfile } from './profiles';
import { findAccount, isSlugTakenByOther, updateAccountNameAndLanguage } from './store';
import type { ProfileChange } from './store';

/** The profile page: account name and language, bio, avatar, address, visibility, deletion. */
export async function profileView(db: Queryable, userId: string, now: Date) {
  const [user, profile] = await Promise.all([findAccount(db, userId), loadProfile(db, userId)]);
  const [portfolio, diploma] = await Promise.all([
    visibilityState(db, profile, 'portfolio', user.date_of_birth, now),
    visibilityState(db, profile, 'diploma', user.date_of_birth, now),
  ]);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    bio: profile.bio,
    avatar_url: profile.avatar_key ? '/api/records/profile/avatar' : null,
    portfolio_slug: profile.portfolio_slug,
    language: user.language ?? profile.language,
    portfolio,
    diploma,
    deletion: profile.deletion_requested_at
      ? {
          requested_at: profile.deletion_requested_at,
          scheduled_for: deletionDueAt(profile.deletion_requested_at),
        }
      : null,
  };
}

export interface ProfileUpdate {
  first_name?: string | undefined;
  last_name?: string | undefined;
  bio?: string | undefined;
  portfolio_slug?: string | null | undefined;
  language?: 'en' | 'es' | undefined;
}

const slugTaken = () =>
  new HttpError(400, 'This address is taken', { portfolio_slug: 'This address is taken' });

/** Changes the given fields of the user's name, bio, portfolio address or language. */
export async function updateMyProfile(ctx: AppContext, userId: string, body: ProfileUpdate) {
  const db = ctx.db.kysely;
  const at = ctx.config.now().toISOString();
  if (body.portfolio_slug && (await isSlugTakenByOther(db, body.portfolio_slug, userId))) {
    throw slugTaken();
  }
  try {
    await db.transaction().execute(async (trx) => {
      if (
        body.first_name !== undefined ||
        body.last_name !== undefined ||
        body.language !== undefined
      ) {
        await updateAccountNameAndLanguage(
          trx,
          userId,
          {
            ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
            ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
            // The users row carries the language for sign-in, /me and e-mails (migration 014).
            ...(body.language !== undefined ? { language: body.language } : {}),
          },
          at,
        );
      }
      const change: ProfileChange = {};
      if (body.bio !== undefined) change.bio = body.bio;
      if (body.portfolio_slug !== undefined) change.portfolio_slug = body.portfolio_slug;
      if (body.language !== undefined) change.language = body.language;
      // Without an address there is no public portfolio.
      if (body.portfolio_slug === null) change.portfolio_public = 0;
      await updateProfile(trx, userId, change, at);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  // The signed-in user's name and language are cached for the access check and /api/auth/me.
  ctx.authUsers.invalidate(userId);
  return profileView(db, userId, ctx.config.now());
}

/** Makes the uploaded image the avatar, removing the previous one. */
export async function replaceAvatar(
  db: Queryable,
  store: UploadStore,
  userId: string,
  file: UploadedFile,
  now: Date,
) {
  const before = await loadProfile(db, userId);
  try {
    await updateProfile(
      db,
      userId,
      { avatar_key: file.key, avatar_mime: file.type.mime },
      now.toISOString(),
    );
  } catch (err) {
    await store.remove([file.key]);
    throw err;
  }
  if (before.avatar_key) await store.remove([before.avatar_key]);
  return profileView(db, userId, now);
}

export async function removeAvatar(db: Queryable, store: UploadStore, userId: string, now: Date) {
  const before = await loadProfile(db, userId);
  await updateProfile(db, userId, { avatar_key: null, avatar_mime: null }, now.toISOString());
  if (before.avatar_key) await store.remove([before.avatar_key]);
  return profileView(db, userId, now);
}

export async function avatarFile(db: Queryable, userId: string): Promise<StoredFile> {
  const profile = await loadProfile(db, userId);
  if (!profile.avatar_key || !profile.avatar_mime) throw notFound('Avatar');
  return { key: profile.avatar_key, mime: profile.avatar_mime, name: null, cache: 'private' };
}
