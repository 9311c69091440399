import type { AppContext } from '../../../context';
import type { UsersTable } from '../../../db/types';
import { runInBackground } from '../../../lib/background';
import { toLanguage } from '../../../lib/language';
import type { Log } from '../../../lib/log';
import { signInLinkMail } from '../../../mail/templates';
import { link } from '../http';
import type { EmailTokens } from '../tokens/service';

const pairKey = (email: string, ip: string) => `${email}|${ip}`;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Failed sign-ins, counted so that nobody can lock someone else out:
 * - per account and client address (`loginAccount`): the address that trips it gets the spec's 429;
 *   every other address can still sign in;
 * - per account from everywhere (`loginAccountSlow`): beyond its budget each attempt waits a little
 *   longer (up to `loginSlowdown.maxMs`), which makes a spread-out guessing attack slow without
 *   ever refusing the owner.
 * When an address gets locked out of a real account, the owner is mailed a one-time sign-in link
 * (at most once per `signInLinkMail` window).
 */
export function createLoginGuard(ctx: AppContext, tokens: EmailTokens) {
  const { limits, config } = ctx;
  return {
    /** Before hashing: refuses a locked address, slows every address of a targeted account. */
    async admit(email: string, ip: string): Promise<void> {
      await limits.check('loginAccount', pairKey(email, ip));
      const over = await limits.overBudget('loginAccountSlow', email);
      if (over > 0) {
        await sleep(Math.min(config.loginSlowdown.maxMs, over * config.loginSlowdown.stepMs));
      }
    },

    async failed(log: Log, email: string, ip: string, user: UsersTable | undefined) {
      await limits.penalty('loginAccountSlow', email);
      const pair = await limits.penalty('loginAccount', pairKey(email, ip));
      if (!pair.exhausted || !user || !user.is_active) return;
      // Mailed after the answer, which is the same for unknown addresses (no enumeration).
      runInBackground(ctx, log, async () => {
        if (!(await limits.tryConsume('signInLinkMail', user.id))) return;
        // The link and its mail are one write: a link stored is a link mailed.
        await ctx.db.kysely.transaction().execute(async (trx) => {
          const token = await tokens.create(user.id, 'sign_in_link', trx);
          await ctx.mailer.enqueue(
            trx,
            signInLinkMail(
              user.email,
              user.first_name,
              link(ctx, '/login', token),
              toLanguage(user.language),
            ),
          );
        });
        log.warn({ userId: user.id }, 'sign-in locked for an address; link mailed');
        await ctx.mailer.deliverDue();
      });
    },

    /** A successful sign-in clears its own address's count (the account-wide one runs out). */
    async succeeded(email: string, ip: string): Promise<void> {
      await limits.reset('loginAccount', pairKey(email, ip));
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
