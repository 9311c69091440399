import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { AuthUser, EmailTokensTable } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { toLanguage } from '../../lib/language';
import {
  consentConfirmedMail,
  consentWithdrawnMail,
  parentalConsentMail,
} from '../../mail/templates';
import { writeAudit } from '../admin';
import { updateProfile } from '../records/data';
import { deletionDueAt } from '../records/deletion';
import { recordsDb } from '../records/tables';
import type { EmailTokens } from './email-tokens';
import { link } from './http';
import type { ClientMeta, Sessions } from './sessions';

export const CONSENT_STATEMENT_VERSION = '2026-02';
export const CONSENT_STATEMENT =
  "I am the parent or legal guardian of this child. I consent to Optio collecting and using my child's name, " +
  'e-mail address, date of birth and the learning work they create, only to provide the Optio learning service. ' +
  "Optio does not sell children's data or show them advertising. Work stays private unless I approve sharing it. " +
  "My child's account is linked to my parent account: from my family dashboard I can review, download and delete " +
  "my child's data and withdraw this consent at any time. If I withdraw it, the account is locked at once and " +
  'its data is deleted after 30 days.';

export const UNCONSENTED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVALID_CONSENT_LINK = 'Invalid or expired consent link';

/** COPPA: under-13 accounts stay locked until a parent consents; unconsented ones are deleted. */
export function createConsent(ctx: AppContext, tokens: EmailTokens, sessions: Sessions) {
  const k = ctx.db.kysely;

  /** Withdrawal is final: the account waits for deletion and no new consent link is sent. */
  async function wasWithdrawn(childId: string): Promise<boolean> {
    const row = await k
      .selectFrom('parental_consents')
      .select('id')
      .where('child_id', '=', childId)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst();
    return Boolean(row);
  }

  return {
    /** Mails the parent a consent link, at most a few per child per day (extra requests are dropped). */
    async requestConsent(childId: string): Promise<void> {
      const child = await ctx.db.findUserById(childId);
      if (!child?.parent_email || !child.consent_required || child.consent_granted_at) return;
      if (await wasWithdrawn(childId)) return;
      try {
        await ctx.limits.consume('parentMailsPerChild', childId);
      } catch {
        return;
      }
      const token = await tokens.create(childId, 'parental_consent');
      await ctx.mailer.send(
        parentalConsentMail(
          child.parent_email,
          child.first_name,
          link(ctx, '/parental-consent', token),
          // The parent may have no account yet: the language the child uses Optio in.
          toLanguage(child.language),
        ),
      );
    },

    /**
     * A signed-in parent consents with the mailed link: in one transaction the link is used up,
     * the consent is recorded (who, when, statement version, IP, user agent), the account is
     * unlocked and the parent–child link becomes active. The caller has checked the parent.
     */
    async grant(token: EmailTokensTable, parent: AuthUser, meta: ClientMeta): Promise<void> {
      const childId = token.user_id;
      const child = await ctx.db.findUserById(childId);
      if (!child) throw new HttpError(400, INVALID_CONSENT_LINK);
      const at = ctx.config.now().toISOString();
      await k.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('email_tokens')
          .set({ used_at: at })
          .where('id', '=', token.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new HttpError(400, INVALID_CONSENT_LINK);
        await trx
          .updateTable('email_tokens')
          .set({ used_at: at })
          .where('user_id', '=', childId)
          .where('purpose', '=', 'parental_consent')
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('parental_consents')
          .values({
            id: randomUUID(),
            child_id: childId,
            parent_id: parent.id,
            parent_email: parent.email,
            statement_version: CONSENT_STATEMENT_VERSION,
            consented_at: at,
            ip: meta.ip.slice(0, 64),
            user_agent: meta.userAgent?.slice(0, 300) ?? null,
            revoked_at: null,
          })
          .execute();
        await trx
          .updateTable('users')
          .set({ consent_granted_at: at, updated_at: at })
          .where('id', '=', childId)
          .execute();
        const linked = await trx
          .selectFrom('parent_child_links')
          .select('parent_id')
          .where('parent_id', '=', parent.id)
          .where('child_id', '=', childId)
          .executeTakeFirst();
        if (!linked) {
          await trx
            .insertInto('parent_child_links')
            .values({ parent_id: parent.id, child_id: childId, created_at: at })
            .execute();
        }
        await writeAudit(trx, {
          actorId: parent.id,
          action: 'parental_consent.grant',
          targetType: 'user',
          targetId: childId,
          details: { parent_id: parent.id, statement_version: CONSENT_STATEMENT_VERSION },
          at,
        });
        await writeAudit(trx, {
          actorId: parent.id,
          action: 'parent_link.consent',
          targetType: 'parent_child_link',
          // The child's id: audit_log.target_id holds one id (the parent is in details).
          targetId: childId,
          details: { parent_id: parent.id, child_id: childId },
          at,
        });
      });
      ctx.authUsers.invalidate(childId);
      const revokeToken = await tokens.create(childId, 'consent_revoke');
      await ctx.mailer.send(
        consentConfirmedMail(
          parent.email,
          child.first_name,
          link(ctx, '/parental-consent/revoke', revokeToken),
          toLanguage(parent.language),
        ),
      );
    },

    /**
     * Withdraws consent: the account is locked and its sessions end at once, its deletion is
     * scheduled (the records sweep deletes it after the grace period) and the parent gets a
     * confirmation. `actorId` is the parent when signed in, null for the mailed link.
     */
    async withdraw(childId: string, actorId: string | null): Promise<void> {
      const at = ctx.config.now().toISOString();
      const consentRow = await k
        .selectFrom('parental_consents')
        .select(['parent_id', 'parent_email'])
        .where('child_id', '=', childId)
        .where('revoked_at', 'is', null)
        .orderBy('consented_at', 'desc')
        .executeTakeFirst();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('parental_consents')
          .set({ revoked_at: at })
          .where('child_id', '=', childId)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .updateTable('users')
          .set({ consent_granted_at: null, updated_at: at })
          .where('id', '=', childId)
          .execute();
        await trx
          .updateTable('email_tokens')
          .set({ used_at: at })
          .where('user_id', '=', childId)
          .where('purpose', 'in', ['parental_consent', 'consent_revoke'])
          .where('used_at', 'is', null)
          .execute();
        const profile = await recordsDb(trx)
          .selectFrom('student_profiles')
          .select('deletion_requested_at')
          .where('user_id', '=', childId)
          .executeTakeFirst();
        if (!profile?.deletion_requested_at) {
          await updateProfile(recordsDb(trx), childId, { deletion_requested_at: at }, at);
        }
        await writeAudit(trx, {
          actorId: actorId ?? consentRow?.parent_id ?? childId,
          action: 'parental_consent.withdraw',
          targetType: 'user',
          targetId: childId,
          details: { via: actorId ? 'family_dashboard' : 'mailed_link' },
          at,
        });
      });
      ctx.authUsers.invalidate(childId);
      await sessions.revokeAllForUser(childId);
      const [child, parent] = await Promise.all([
        ctx.db.findUserById(childId),
        consentRow?.parent_id ? ctx.db.findUserById(consentRow.parent_id) : undefined,
      ]);
      const to = parent?.email ?? consentRow?.parent_email ?? child?.parent_email;
      if (!child || !to) return;
      await ctx.mailer.send(
        consentWithdrawnMail(
          to,
          child.first_name,
          deletionDueAt(at).slice(0, 10),
          toLanguage(parent?.language ?? child.language),
        ),
      );
    },

    /** Deletes under-13 accounts that never received consent within 7 days; returns how many. */
    async sweepUnconsented(): Promise<number> {
      const cutoff = new Date(ctx.config.now().getTime() - UNCONSENTED_TTL_MS).toISOString();
      const res = await k
        .deleteFrom('users')
        .where('consent_required', '=', 1)
        .where('consent_granted_at', 'is', null)
        .where('created_at', '<', cutoff)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('parental_consents')
                .select('parental_consents.id')
                .whereRef('parental_consents.child_id', '=', 'users.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
export type Consent = ReturnType<typeof createConsent>;
