import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { Log } from '../../../lib/log';
import { screenText, screenTextWithProvider } from '../../safety';
import { alertParents, recordIncidents } from '../alerts';
import { loadLearner } from '../learner';
import { TutorProviderError, type TutorProvider, type TutorTurn } from '../provider';
import { decide, REPLACED_REPLY, type Decision } from '../safety/policy';
import { loadSettings, messagesToday, startOfUtcDay, type TutorSettings } from '../settings';
import {
  findStudentConversation,
  insertConversation,
  insertMessage,
  listConversations,
  listMessages,
  listRecentStudentMessages,
  listRecentTurns,
  lockStudentRow,
  touchConversation,
} from '../store';
import { relayScreened } from '../stream';
import type { TutorConversationsTable, TutorMessagesTable, TutorMode } from '../tables';
import { toConversation, toMessage } from '../views';

const HISTORY_TURNS = 20;
/** The child's earlier messages read with a new one by the safety screen. */
const CONVERSATION_HISTORY = 4;
const TITLE_MAX = 60;
const NOT_ALLOWED_MODE = 'Your parent has not allowed this mode';

const notFound = () => new HttpError(404, 'Conversation not found');
const tutorOff = () =>
  new HttpError(
    403,
    'The tutor is turned off for your account. Ask your parent to turn it on from their Family Dashboard.',
  );

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Student = Pick<AuthUser, 'id' | 'first_name' | 'last_name'>;

/** A title from the first message: its first words, cut at a word boundary. */
export function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trim()}…`;
}

async function ownConversation(ctx: Ctx, studentId: string, id: string) {
  const row = await findStudentConversation(ctx.db.kysely, studentId, id);
  if (!row) throw notFound();
  return row;
}

/** The student's tutor settings as their parent set them, and today's usage. */
export async function studentSettings(ctx: Ctx, studentId: string) {
  const db = ctx.db.kysely;
  const [s, used] = await Promise.all([
    loadSettings(db, studentId),
    messagesToday(db, studentId, ctx.config.now()),
  ]);
  return {
    enabled: s.enabled,
    allowed_modes: s.allowed_modes,
    daily_limit: s.daily_limit,
    used_today: used,
    monitoring: s.monitoring,
  };
}

export async function studentConversations(ctx: Ctx, studentId: string) {
  return { conversations: (await listConversations(ctx.db.kysely, studentId)).map(toConversation) };
}

/** Starts a conversation in a mode the parent allows; a given title is screened too. */
export async function startConversation(
  ctx: Ctx,
  student: Student,
  input: { mode: TutorMode; title?: string },
) {
  const settings = await loadSettings(ctx.db.kysely, student.id);
  if (!settings.enabled) throw tutorOff();
  const { mode } = input;
  if (!settings.allowed_modes.includes(mode)) {
    throw new HttpError(400, NOT_ALLOWED_MODE, { mode: NOT_ALLOWED_MODE });
  }
  let title = input.title ?? '';
  if (title) {
    const check = screenText({
      text: title,
      surface: 'tutor_student',
      names: [{ first: student.first_name, last: student.last_name }],
    });
    if (check.flags.some((f) => f.category !== 'personal_info')) {
      throw new HttpError(400, 'Please choose a different title', {
        title: 'Please choose a different title',
      });
    }
    title = check.masked;
  }
  const at = ctx.config.now().toISOString();
  const row = {
    id: randomUUID(),
    student_id: student.id,
    title,
    mode,
    created_at: at,
    updated_at: at,
  };
  await insertConversation(ctx.db.kysely, row);
  return toConversation(row);
}

export async function conversationMessages(ctx: Ctx, studentId: string, conversationId: string) {
  const conversation = await ownConversation(ctx, studentId, conversationId);
  const rows = await listMessages(ctx.db.kysely, conversation.id, false);
  return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
}

/** A student message that passed the checks and is stored; the reply is still to come. */
export interface AcceptedMessage {
  student: Student;
  conversation: TutorConversationsTable;
  settings: TutorSettings;
  decision: Decision;
  message: TutorMessagesTable;
  sentAt: Date;
  /** Messages sent today before this one. */
  used: number;
}

/**
 * Screens and stores a student's message with its incidents (one transaction, within the daily
 * limit unless the child may be in danger), then alerts parents when the policy says so.
 */
export async function acceptStudentMessage(
  ctx: AppContext,
  student: Student,
  conversationId: string,
  text: string,
  log: Log,
): Promise<AcceptedMessage> {
  const k = ctx.db.kysely;
  const conversation = await ownConversation(ctx, student.id, conversationId);
  const settings = await loadSettings(k, student.id);
  if (!settings.enabled) throw tutorOff();
  if (!settings.allowed_modes.includes(conversation.mode)) {
    throw new HttpError(400, NOT_ALLOWED_MODE, { mode: NOT_ALLOWED_MODE });
  }
  const now = ctx.config.now();
  const overLimit = () => {
    const tomorrow = startOfUtcDay(now).getTime() + 86_400_000;
    return new HttpError(
      429,
      `You have used all ${settings.daily_limit} tutor messages for today. You can chat again tomorrow.`,
      undefined,
      { 'Retry-After': String(Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000))) },
    );
  };
  const names = [{ first: student.first_name, last: student.last_name }];
  // The child's recent messages in this conversation are read with the new one, so a risk
  // spread over several messages is caught (conversation scoring, see features/safety).
  const earlier = await listRecentStudentMessages(k, conversation.id, CONVERSATION_HISTORY);
  const screening = await screenTextWithProvider(
    {
      text,
      surface: 'tutor_student',
      names,
      history: earlier.map((m) => m.content).reverse(),
    },
    ctx.config.safety,
  );
  const decision = decide(screening, student.first_name);
  // A child who may be in danger is always heard: the daily limit never stops a message that
  // raises self-harm or abuse (it is stored, reported and answered with care).
  const urgent = decision.incidents.some(
    (i) => i.category === 'self_harm' || i.category === 'abuse',
  );
  // A cheap early answer; the count inside the transaction below is the one that holds.
  if (!urgent && (await messagesToday(k, student.id, now)) >= settings.daily_limit) {
    throw overLimit();
  }
  const at = now.toISOString();
  const message: TutorMessagesTable = {
    id: randomUUID(),
    conversation_id: conversation.id,
    student_id: student.id,
    role: 'student',
    content: decision.storedContent,
    flagged: screening.flags.length > 0 ? 1 : 0,
    hidden_from_parents: decision.hiddenFromParents ? 1 : 0,
    created_at: at,
  };
  const onlyPersonal = screening.flags.every((f) => f.category === 'personal_info');
  // The message and its incidents are stored together, before anything is shown.
  let used = 0;
  let alerts = 0;
  await k.transaction().execute(async (trx) => {
    // Two messages sent at once must not both pass the limit: SQLite runs one write
    // transaction at a time; on PostgreSQL the student's row is locked for the count.
    if (ctx.db.engine === 'postgres') await lockStudentRow(trx, student.id);
    used = await messagesToday(trx, student.id, now);
    if (!urgent && used >= settings.daily_limit) throw overLimit();
    await insertMessage(trx, message);
    await recordIncidents(
      trx,
      at,
      { studentId: student.id, conversationId: conversation.id, messageId: message.id },
      decision.incidents,
    );
    await touchConversation(
      trx,
      conversation.id,
      at,
      conversation.title === '' && onlyPersonal ? titleFrom(decision.storedContent) : undefined,
    );
    alerts = await alertParents(ctx, trx, log, student.id, decision, settings.email_alerts);
  });
  if (alerts > 0) ctx.mailer.deliverSoon();
  return { student, conversation, settings, decision, message, sentAt: now, used };
}

/**
 * Produces and stores the tutor's reply to an accepted message, sending its pieces as they
 * come (`delta`), a `replace` when the reply failed screening, then `done` with the stored
 * reply. Throws `TutorProviderError` when the provider gives no answer.
 */
export async function replyToMessage(
  ctx: Ctx,
  provider: TutorProvider,
  accepted: AcceptedMessage,
  send: (event: string, data: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  const k = ctx.db.kysely;
  const { student, conversation, decision, settings } = accepted;
  let content: string;
  const replyId = randomUUID();
  let replacedFlags = null;
  if (decision.fixedReply) {
    content = decision.fixedReply;
    for (const piece of content.match(/\S+\s*/g) ?? []) send('delta', { text: piece });
  } else {
    const [history, learner] = await Promise.all([
      listRecentTurns(k, conversation.id, HISTORY_TURNS),
      loadLearner(k, student.id),
    ]);
    const prefix = decision.replyPrefix ? `${decision.replyPrefix} ` : '';
    if (prefix) send('delta', { text: prefix });
    const relayed = await relayScreened(
      provider.reply({
        mode: conversation.mode,
        history: history.reverse() as TutorTurn[],
        learner,
        signal,
      }),
      (text) => send('delta', { text }),
      { names: [{ first: student.first_name, last: student.last_name }] },
    );
    if (relayed.flags) {
      replacedFlags = relayed.flags;
      content = `${prefix}${REPLACED_REPLY}`;
      send('replace', { text: content });
    } else {
      content = `${prefix}${relayed.content}`.trim();
    }
  }
  if (!content) throw new TutorProviderError('The tutor gave no answer');
  const replyAt = new Date(Math.max(ctx.config.now().getTime(), accepted.sentAt.getTime() + 1));
  const tutorMessage: TutorMessagesTable = {
    id: replyId,
    conversation_id: conversation.id,
    student_id: student.id,
    role: 'tutor',
    content,
    flagged: replacedFlags ? 1 : 0,
    hidden_from_parents: decision.hiddenFromParents ? 1 : 0,
    created_at: replyAt.toISOString(),
  };
  await k.transaction().execute(async (trx) => {
    await insertMessage(trx, tutorMessage);
    if (replacedFlags) {
      await recordIncidents(
        trx,
        tutorMessage.created_at,
        { studentId: student.id, conversationId: conversation.id, messageId: replyId },
        replacedFlags.map((f) => ({ ...f, action: 'reply_replaced' as const })),
      );
    }
  });
  send('done', {
    message: toMessage(tutorMessage),
    used_today: accepted.used + 1,
    daily_limit: settings.daily_limit,
  });
}
