// `npm run admin:create -- --email ADDRESS [--send-link] [--first-name N] [--last-name N]`:
// creates an admin, or promotes an existing account, in the configured database. The password
// is read from standard input; with --send-link a one-time set-password link (the password
// reset mechanism) is mailed instead. Audited.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@optio/contracts';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMON_PASSWORD_MESSAGE,
  createEmailTokens,
  findUserByEmail,
  TOKEN_TTL_SEC,
} from '../features/auth';
import { link } from '../features/auth/http';
import { toLanguage } from '../lib/language';
import { createMailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { isCommonPassword } from '../security/common-passwords';
import { PasswordHasher } from '../security/passwords';
import { ensureAdmin } from './admin-account';
import { openForCli, runCli, UsageError } from './database';
import { readSecretLine } from './read-secret';

const USAGE =
  'Usage: npm run admin:create -- --email ADDRESS [--send-link] [--first-name NAME] [--last-name NAME]\n' +
  '  The password is read from standard input (never from the command line);\n' +
  '  --send-link mails a one-time set-password link instead.';

function parse() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        'send-link': { type: 'boolean', default: false },
        'first-name': { type: 'string', default: 'Admin' },
        'last-name': { type: 'string', default: '' },
      },
      strict: true,
    }).values;
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
}

function checkPassword(password: string): void {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  if (isCommonPassword(password)) throw new UsageError(COMMON_PASSWORD_MESSAGE);
}

runCli(async () => {
  const args = parse();
  const email = emailField.safeParse(args.email ?? '');
  if (!email.success) throw new UsageError(`${email.error.issues[0]!.message}\n${USAGE}`);
  const address = email.data.trim().toLowerCase();
  const sendLink = args['send-link'];

  const { config, db } = await openForCli();
  try {
    const existing = await findUserByEmail(db.kysely, address);
    let password: string | null = null;
    if (!sendLink) {
      const typed = await readSecretLine(
        existing
          ? `New password for ${address} (empty keeps the current one): `
          : `Password for ${address}: `,
      );
      if (typed !== '') {
        checkPassword(typed);
        password = typed;
      } else if (!existing) {
        throw new UsageError(
          'No password on standard input. Pipe one in, type it at the prompt, or use --send-link.',
        );
      }
    }
    const hasher = new PasswordHasher(config.hash);
    const result = await ensureAdmin(db, (p) => hasher.hash(p), config.now(), {
      email: address,
      password,
      firstName: args['first-name'],
      lastName: args['last-name'],
      operator: userInfo().username,
      linkMailed: sendLink,
    });
    console.log(
      result.created
        ? `Created admin ${address}.`
        : result.previousRole === 'admin'
          ? `${address} was already an admin${password ? '; password changed' : ''}.`
          : `${address} is now an admin (was ${result.previousRole}).`,
    );
    if (!sendLink) return;

    const tokens = createEmailTokens({ db, config });
    const token = await tokens.create(result.user.id, 'reset_password');
    const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log,
    });
    try {
      await mailer.send(
        resetPasswordMail(
          address,
          result.user.first_name,
          link({ config }, '/reset-password', token),
          toLanguage(result.user.language),
        ),
      );
    } finally {
      mailer.close();
    }
    const hours = TOKEN_TTL_SEC.reset_password / 3600;
    console.log(
      config.smtpUrl
        ? `Mailed a one-time set-password link to ${address} (valid ${hours} h).`
        : `Wrote a one-time set-password link for ${address} to ${config.dataDir}/mailbox/ (valid ${hours} h; set SMTP_URL to mail it).`,
    );
  } finally {
    await db.close();
  }
});
