import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors';
import { readSingleFileForm, sendStored, type UploadStore } from '../../../lib/uploads';
import { errors } from '../../auth/schemas';
import { contractResponses } from '../../../lib/response-schemas';
import { download, security, tags } from '../http';
import { SLUG_PATTERN } from './profiles';
import { avatarFile, profileView, removeAvatar, replaceAvatar, updateMyProfile } from './service';

export const BIO_MAX = 1000;
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

const IMAGE_KINDS = ['jpg', 'png', 'gif', 'webp'];
const notAnImage = 'The avatar must be a jpg, png, gif or webp image';

/** The avatar form: one image file, required. */
function readAvatar(request: FastifyRequest, store: UploadStore) {
  const spec = {
    fields: [],
    fileField: 'file',
    accept: (type: { kind: string }) => (IMAGE_KINDS.includes(type.kind) ? null : notAnImage),
  };
  return readSingleFileForm(request, store, spec, ({ file }) => {
    if (!file) throw new HttpError(400, 'Choose an image', { file: 'Choose an image' });
    return file;
  });
}

export function profileRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const db = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/records/profile',
    {
      schema: {
        tags,
        summary: 'My profile: name, bio, avatar, portfolio address, visibility, language',
        security,
        response: { ...contractResponses('GET /api/records/profile'), ...errors(401) },
      },
    },
    async (request) => profileView(db, request.user!.id, ctx.config.now()),
  );

  r.put(
    '/api/records/profile',
    {
      schema: {
        tags,
        summary: 'Change my name, bio, portfolio address or language (fields given only)',
        security,
        body: profileBody,
        response: { ...contractResponses('PUT /api/records/profile'), ...errors(400, 401) },
      },
    },
    async (request) => updateMyProfile(ctx, request.user!.id, request.body),
  );

  r.post(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Upload my avatar (multipart, field "file": jpg, png, gif or webp up to 10 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          ...contractResponses('POST /api/records/profile/avatar'),
          ...errors(400, 401, 413, 415),
        },
      },
    },
    async (request) => {
      const file = await readAvatar(request, store);
      return replaceAvatar(db, store, request.user!.id, file, ctx.config.now());
    },
  );

  r.delete(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Remove my avatar',
        security,
        response: { ...contractResponses('DELETE /api/records/profile/avatar'), ...errors(401) },
      },
    },
    async (request) => removeAvatar(db, store, request.user!.id, ctx.config.now()),
  );

  r.get(
    '/api/records/profile/avatar',
    {
      schema: {
        tags,
        summary: 'My avatar image',
        security,
        response: { ...download('The avatar image (its own content type)'), ...errors(401, 404) },
      },
    },
    async (request, reply) => sendStored(reply, store, await avatarFile(db, request.user!.id)),
  );
}
