import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import type { UploadStore } from '../../lib/uploads';
import { isUniqueViolation } from '../../lib/unique-violation';
import { loadProfile, updateProfile } from './data';
import { deletionDueAt, DELETION_GRACE_DAYS } from './deletion';
import { exportUserData } from './export';
import { notFound, ok, security, sendStored, tags } from './http';

import { recordsDb } from './tables';
import { readSingleFileForm } from './upload-form';
import { visibilityState } from './visibility';

export const BIO_MAX = 1000;
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
const SLUG_MESSAGE =
  'Use 3–40 lower-case letters, digits and hyphens, starting and ending with a letter or digit';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const profileBody = z.strictObject({
  first_name: name('First name').optional(),
  last_name: name('Last name').optional(),
  bio: z
    .string({ error: 'Bio must be text' })
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .optional(),
  portfolio_slug: z
    .string({ error: 'Portfolio address must be text' })
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, SLUG_MESSAGE)
    .nullable()
    .optional(),
  language: z.enum(['en', 'es'], { error: 'Language must be en or es' }).optional(),
});

const deletionBody = z.strictObject({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});

const IMAGE_KINDS = ['jpg', 'png', 'gif', 'webp'];

export function profileRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const k = recordsDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function view(userId: string) {
    const now = ctx.config.now();
    const [user, profile] = await Promise.all([
      k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email', 'role', 'date_of_birth', 'language'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      loadProfile(k, userId),
    ]);
    const [portfolio, diploma] = await Promise.all([
      visibilityState(k, profile, 'portfolio', user.date_of_birth, now),
      visibilityState(k, profile, 'diploma', user.date_of_birth, now),
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

  r.get(
    '/api/records/profile',
    {
      schema: {
        tags,
        summary: 'My profile: name, bio, avatar, portfolio address, visibility, language',
        security,
        response: { ...ok('See api/README.md'), ...errors(401) },
      },
    },
    async (request) => view(request.user!.id),
  );

  r.put(
    '/api/records/profile',
    {
      schema: {
        tags,
        summary: 'Change my name, bio, portfolio address or language (fields given only)',
        security,
        body: profileBody,
        response: { ...ok('See api/README.md'), ...errors(400, 401) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const at = ctx.config.now().toISOString();
      const body = request.body;
      if (body.portfolio_slug) {
        const taken = await k
          .selectFrom('student_profiles')
          .select('user_id')
          .where('portfolio_slug', '=', body.portfolio_slug)
          .where('user_id', '!=', id)
          .executeTakeFirst();
        if (taken) {
          throw new HttpError(400, 'This address is taken', {
            portfolio_slug: 'This address is taken',
          });
        }
      }
      try {
        await ctx.db.kysely.transaction().execute(async (trx) => {
          const t = recordsDb(trx);
          if (
            body.first_name !== undefined ||
            body.last_name !== undefined ||
            body.language !== undefined
          ) {
            await t
              .updateTable('users')
              .set({
                ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
                ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
                // The users row carries the language for sign-in, /me and e-mails (migration 014).
                ...(body.language !== undefined ? { language: body.language } : {}),
                updated_at: at,
              })
              .where('id', '=', id)
              .execute();
          }
          const change: Parameters<typeof updateProfile>[2] = {};
          if (body.bio !== undefined) change.bio = body.bio;
          if (body.portfolio_slug !== undefined) change.portfolio_slug = body.portfolio_slug;
          if (body.language !== undefined) change.language = body.language;
          // Without an address there is no public portfolio.
          if (body.portfolio_slug === null) change.portfolio_public = 0;
          await updateProfile(t, id, change, at);
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new HttpError(400, 'This address is taken', {
            portfolio_slug: 'This address is taken',
          });
        }
        throw err;
      }
      // The signed-in user's name and language are cached for the access check and /api/auth/me.
      ctx.authUsers.invalidate(id);
      return view(id);
    },
  );

  r.post(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Upload my avatar (multipart, field "file": jpg, png, gif or webp up to 10 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: { ...ok('See api/README.md'), ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const { file } = await readSingleFileForm(request, store, [], 'file', (type) =>
        IMAGE_KINDS.includes(type.kind) ? null : 'The avatar must be a jpg, png, gif or webp image',
      );
      if (!file) throw new HttpError(400, 'Choose an image', { file: 'Choose an image' });
      const before = await loadProfile(k, id);
      await updateProfile(
        k,
        id,
        { avatar_key: file.key, avatar_mime: file.type.mime },
        ctx.config.now().toISOString(),
      );
      if (before.avatar_key) await store.remove([before.avatar_key]);
      return view(id);
    },
  );

  r.delete(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Remove my avatar',
        security,
        response: { ...ok('See api/README.md'), ...errors(401) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const before = await loadProfile(k, id);
      await updateProfile(
        k,
        id,
        { avatar_key: null, avatar_mime: null },
        ctx.config.now().toISOString(),
      );
      if (before.avatar_key) await store.remove([before.avatar_key]);
      return view(id);
    },
  );

  r.get(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'My avatar image',
        security,
        response: { ...ok('See api/README.md'), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const profile = await loadProfile(k, request.user!.id);
      if (!profile.avatar_key || !profile.avatar_mime) throw notFound('Avatar');
      return sendStored(reply, store, {
        key: profile.avatar_key,
        mime: profile.avatar_mime,
        name: null,
        cache: 'private',
      });
    },
  );

  r.get(
    '/api/records/export',
    {
      schema: {
        tags,
        summary: 'Download all my data as JSON (an attachment)',
        security,
        response: { ...ok('See api/README.md'), ...errors(401) },
      },
    },
    async (request, reply) => {
      const now = ctx.config.now();
      const data = await exportUserData(k, request.user!.id, now);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="optio-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.post(
    '/api/records/account/deletion',
    {
      schema: {
        tags,
        summary: `Ask to delete my account: data is removed after ${DELETION_GRACE_DAYS} days unless I cancel`,
        security,
        body: deletionBody,
        response: { ...ok('See api/README.md'), ...errors(400, 401) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const profile = await loadProfile(k, id);
      if (!profile.deletion_requested_at) {
        const at = ctx.config.now().toISOString();
        await updateProfile(k, id, { deletion_requested_at: at }, at);
      }
      return view(id);
    },
  );

  r.delete(
    '/api/records/account/deletion',
    {
      schema: {
        tags,
        summary: 'Cancel my account deletion',
        security,
        response: { ...ok('See api/README.md'), ...errors(401) },
      },
    },
    async (request) => {
      const id = request.user!.id;
      await updateProfile(k, id, { deletion_requested_at: null }, ctx.config.now().toISOString());
      return view(id);
    },
  );
}
