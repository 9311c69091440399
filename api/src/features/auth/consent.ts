import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { consentConfirmedMail, parentalConsentMail } from '../../mail/templates';
import type { EmailTokens } from './email-tokens';
import { link } from './http';
import type { ClientMeta, Sessions } from './sessions';
import { toLanguage } from '../../lib/language';

export const CONSENT_STATEMENT_VERSION = '2026-01';
export const CONSENT_STATEMENT =
  "I am the parent or legal guardian of this child. I consent to Optio collecting and using my child's name, " +
  'e-mail address, date of birth and the learning work they create, only to provide the Optio learning service. ' +
  "Optio does not sell children's data or show them advertising. Work stays private unless I approve sharing it. " +
  "I can review or delete my child's data and withdraw this consent at any time with the link in the confirmation e-mail.";

export const UNCONSENTED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** COPPA: under-13 accounts stay locked until a parent consents; unconsented ones are deleted. */
export function createConsent(ctx: AppContext, tokens: EmailTokens, sessions: Sessions) {
  const k = ctx.db.kysely;

  return {
    /** Mails the parent a consent link, at most a few per child per day (extra requests are dropped). */
    async requestConsent(childId: string): Promise<void> {
      const child = await ctx.db.findUserById(childId);
      if (!child?.parent_email || !child.consent_required || child.consent_granted_at) return;
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
          // The parent has no account yet: the language the child uses Optio in.
          toLanguage(child.language),
        ),
      );
    },

    async grant(childId: string, meta: ClientMeta): Promise<void> {
      const child = await ctx.db.findUserById(childId);
      if (!child?.parent_email) return;
      const nowIso = ctx.config.now().toISOString();
      await k
        .insertInto('parental_consents')
        .values({
          id: randomUUID(),
          child_id: childId,
          parent_email: child.parent_email,
          statement_version: CONSENT_STATEMENT_VERSION,
          consented_at: nowIso,
          ip: meta.ip.slice(0, 64),
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
          revoked_at: null,
        })
        .execute();
      await k
        .updateTable('users')
        .set({ consent_granted_at: nowIso, updated_at: nowIso })
        .where('id', '=', childId)
        .execute();
      ctx.authUsers.invalidate(childId);
      await tokens.invalidateAll(childId, 'parental_consent');
      const revokeToken = await tokens.create(childId, 'consent_revoke');
      await ctx.mailer.send(
        consentConfirmedMail(
          child.parent_email,
          child.first_name,
          link(ctx, '/parental-consent/revoke', revokeToken),
          toLanguage(child.language),
        ),
      );
    },

    /** Locks the account again and ends its sessions. */
    async revoke(childId: string): Promise<void> {
      const nowIso = ctx.config.now().toISOString();
      await k
        .updateTable('parental_consents')
        .set({ revoked_at: nowIso })
        .where('child_id', '=', childId)
        .where('revoked_at', 'is', null)
        .execute();
      await k
        .updateTable('users')
        .set({ consent_granted_at: null, updated_at: nowIso })
        .where('id', '=', childId)
        .execute();
      ctx.authUsers.invalidate(childId);
      await sessions.revokeAllForUser(childId);
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
