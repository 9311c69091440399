import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mayBeSeen, STANDING_COLUMNS } from '../../security/account-standing';
import { errors } from '../auth/schemas';
import type { UploadStore } from '../../lib/uploads';
import { ensureDiploma, loadBadges, loadCredits, loadProfile, pillarTotals } from './data';
import { notFound, ok, sendStored } from './http';

import { loadPortfolio, publicItems } from './portfolio';
import { SLUG_PATTERN } from './profile-routes';
import { recordsDb, type RecordsDb } from './tables';
import { isPublic } from './visibility';

const PUBLIC = { auth: 'public' as const };
const tags = ['public'];
const slugParam = z.strictObject({ slug: z.string().max(40) });
const fileParams = z.strictObject({ slug: z.string().max(40), id: z.uuid() });

/** The same 404 for unknown, private and deleted: a visitor never learns which. */
const missing = () => notFound('Not found: this page is private or does not exist');

/**
 * Only an account that may sign in has public pages: a deactivated account, or a child whose
 * parent revoked consent (the account is locked again), is hidden at once, whatever its switches.
 */
const SHOWABLE_COLUMNS = STANDING_COLUMNS.map((c) => `users.${c}` as const);

/** The student behind a public portfolio address, or null (unknown, private, not a student). */
async function publicPortfolioOwner(k: RecordsDb, slug: string) {
  if (!SLUG_PATTERN.test(slug)) return null;
  const row = await k
    .selectFrom('student_profiles')
    .innerJoin('users', 'users.id', 'student_profiles.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', ...SHOWABLE_COLUMNS])
    .where('student_profiles.portfolio_slug', '=', slug)
    .where('users.role', '=', 'student')
    .executeTakeFirst();
  if (!row || !mayBeSeen(row)) return null;
  const profile = await loadProfile(k, row.id);
  if (profile.deletion_requested_at) return null;
  if (!(await isPublic(k, profile, 'portfolio'))) return null;
  return { ...row, profile };
}

export function publicRoutes(app: FastifyInstance, store: UploadStore): void {
  const ctx = app.ctx;
  const k = recordsDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/portfolio/:slug',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public portfolio: public, non-confidential work only; 404 when private',
        params: slugParam,
        response: { ...ok('See api/README.md'), ...errors(400, 404) },
      },
    },
    async (request) => {
      const owner = await publicPortfolioOwner(k, request.params.slug);
      if (!owner) throw missing();
      const now = ctx.config.now();
      const [entries, badges, { report, ledger }] = await Promise.all([
        loadPortfolio(k, owner.id),
        loadBadges(k, owner.id),
        loadCredits(k, owner.id),
      ]);
      const diploma = await ensureDiploma(k, owner.id, report, now);
      const diplomaPublic = await isPublic(k, owner.profile, 'diploma');
      return {
        student: {
          first_name: owner.first_name,
          last_name: owner.last_name,
          ...(owner.profile.bio ? { bio: owner.profile.bio } : {}),
        },
        items: publicItems(entries, request.params.slug),
        pillars: pillarTotals(ledger),
        badges: badges
          .filter((b) => b.claimed_at)
          .map((b) => ({
            name: b.name,
            identity_statement: b.identity_statement,
            primary_pillar: b.primary_pillar,
            image_url: b.image_url,
            claimed_at: b.claimed_at,
          })),
        credits: {
          total: report.total_earned,
          required: report.total_required,
          subjects: report.subjects.map((s) => ({
            subject: s.subject,
            earned: s.earned,
            required: s.required,
          })),
        },
        diploma: diplomaPublic
          ? {
              issued_at: diploma.issued_at,
              accredited: diploma.accredited,
              path: `/public/diploma/${owner.id}`,
            }
          : null,
      };
    },
  );

  r.get(
    '/api/public/portfolio/:slug/items/:id/file',
    {
      config: PUBLIC,
      schema: { tags, summary: 'A file of a public portfolio item', params: fileParams },
    },
    async (request, reply) => {
      const owner = await publicPortfolioOwner(k, request.params.slug);
      if (!owner) throw missing();
      const entry = publicItems(await loadPortfolio(k, owner.id), request.params.slug).find(
        (e) => e.id === request.params.id && e.source !== 'task',
      );
      const item = entry
        ? await k
            .selectFrom('portfolio_items')
            .select(['file_key', 'file_mime', 'file_name'])
            .where('id', '=', entry.id)
            .where('student_id', '=', owner.id)
            .executeTakeFirst()
        : undefined;
      if (!item?.file_key || !item.file_mime) throw missing();
      return sendStored(reply, store, {
        key: item.file_key,
        mime: item.file_mime,
        name: item.file_name,
        cache: 'public',
      });
    },
  );

  r.get(
    '/api/public/portfolio/:slug/evidence/:id/file',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public task’s (non-confidential) evidence file',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const owner = await publicPortfolioOwner(k, request.params.slug);
      if (!owner) throw missing();
      const suffix = `/evidence/${request.params.id}/file`;
      const shown = publicItems(await loadPortfolio(k, owner.id), request.params.slug).some((e) =>
        e.files.some((f) => f.url.endsWith(suffix)),
      );
      if (!shown) throw missing();
      const file = await k
        .selectFrom('evidence_files')
        .select(['storage_key', 'mime', 'original_name'])
        .where('evidence_id', '=', request.params.id)
        .where('student_id', '=', owner.id)
        .executeTakeFirst();
      if (!file) throw missing();
      return sendStored(reply, store, {
        key: file.storage_key,
        mime: file.mime,
        name: file.original_name,
        cache: 'public',
      });
    },
  );

  r.get(
    '/api/public/diploma/:userId',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'A public diploma (or its progress); 404 when private or unknown',
        params: z.strictObject({ userId: z.string().max(64) }),
        response: { ...ok('See api/README.md'), ...errors(400, 404) },
      },
    },
    async (request) => {
      const userId = request.params.userId;
      if (!z.uuid().safeParse(userId).success) throw missing();
      const user = await k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', ...SHOWABLE_COLUMNS])
        .where('id', '=', userId)
        .where('role', '=', 'student')
        .executeTakeFirst();
      if (!user || !mayBeSeen(user)) throw missing();
      const profile = await loadProfile(k, user.id);
      if (profile.deletion_requested_at || !(await isPublic(k, profile, 'diploma')))
        throw missing();
      const { report, ledger } = await loadCredits(k, user.id);
      const diploma = await ensureDiploma(k, user.id, report, ctx.config.now());
      const portfolioPublic =
        profile.portfolio_slug !== null && (await isPublic(k, profile, 'portfolio'));
      return {
        student: { first_name: user.first_name, last_name: user.last_name },
        issued_at: diploma.issued_at,
        accredited: diploma.accredited,
        credits_total: report.total_earned,
        credits_required: report.total_required,
        subjects: report.subjects.map((s) => ({
          subject: s.subject,
          earned: s.earned,
          counted: s.counted,
          required: s.required,
        })),
        // Credits by pillar: each XP award's credits go to the pillar of the task that earned it.
        pillars: Object.fromEntries(
          Object.entries(pillarTotals(ledger)).map(([p, xp]) => [
            p,
            Math.round((xp * 10) / report.xp_per_credit) / 10,
          ]),
        ),
        portfolio_path: portfolioPublic ? `/portfolio/${profile.portfolio_slug}` : null,
      };
    },
  );
}
