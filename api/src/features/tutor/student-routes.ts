import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errors } from '../auth/schemas';
import { alertParents, recordIncidents } from './alerts';
import { loadLearner } from './learner';
import { TutorProviderError, type TutorProvider, type TutorTurn } from './provider';
import { screenText, screenTextWithProvider } from '../safety';
import { decide, REPLACED_REPLY } from './safety/policy';
import {
  conversationParam,
  conversationSchema,
  createConversationBody,
  messageSchema,
  sendMessageBody,
} from './schemas';
import { loadSettings, messagesToday, startOfUtcDay } from './settings';
import { openEventStream, relayScreened } from './stream';
import { tutorDb, type TutorMessagesTable } from './tables';
import { toConversation, toMessage } from './views';

const STUDENT = { auth: { roles: ['student'] as const } };
const security = [{ bearerAuth: [] }];
const HISTORY_TURNS = 20;
/** The child's earlier messages read with a new one by the safety screen. */
const CONVERSATION_HISTORY = 4;
const TITLE_MAX = 60;

const notFound = () => new HttpError(404, 'Conversation not found');
const tutorOff = () =>
  new HttpError(
    403,
    'The tutor is turned off for your account. Ask your parent to turn it on from their Family Dashboard.',
  );

/** A title from the first message: its first words, cut at a word boundary. */
function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trim()}…`;
}

export function studentRoutes(app: FastifyInstance, provider: TutorProvider): void {
  const ctx = app.ctx;
  const k = tutorDb(ctx.db.kysely);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const ownConversation = async (studentId: string, id: string) => {
    const row = await k
      .selectFrom('tutor_conversations')
      .selectAll()
      .where('id', '=', id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  r.get(
    '/api/tutor/settings',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: "The student's tutor settings as their parent set them, and today's usage",
        security,
        response: {
          200: z.object({
            enabled: z.boolean(),
            allowed_modes: z.array(z.string()),
            daily_limit: z.number(),
            used_today: z.number(),
            monitoring: z.boolean(),
          }),
          ...errors(401, 403),
        },
      },
    },
    async (request) => {
      const id = request.user!.id;
      const [s, used] = await Promise.all([
        loadSettings(k, id),
        messagesToday(k, id, ctx.config.now()),
      ]);
      return {
        enabled: s.enabled,
        allowed_modes: s.allowed_modes,
        daily_limit: s.daily_limit,
        used_today: used,
        monitoring: s.monitoring,
      };
    },
  );

  r.get(
    '/api/tutor/conversations',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: "The student's tutor conversations, most recent first",
        security,
        response: {
          200: z.object({ conversations: z.array(conversationSchema) }),
          ...errors(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await k
        .selectFrom('tutor_conversations')
        .selectAll()
        .where('student_id', '=', request.user!.id)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(200)
        .execute();
      return { conversations: rows.map(toConversation) };
    },
  );

  r.post(
    '/api/tutor/conversations',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: 'Start a conversation in a mode the parent allows',
        security,
        body: createConversationBody,
        response: { 201: conversationSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const student = request.user!;
      const settings = await loadSettings(k, student.id);
      if (!settings.enabled) throw tutorOff();
      const { mode } = request.body;
      if (!settings.allowed_modes.includes(mode)) {
        throw new HttpError(400, 'Your parent has not allowed this mode', {
          mode: 'Your parent has not allowed this mode',
        });
      }
      let title = request.body.title ?? '';
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
      await k.insertInto('tutor_conversations').values(row).execute();
      return reply.code(201).send(toConversation(row));
    },
  );

  r.get(
    '/api/tutor/conversations/:conversationId/messages',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary: 'The messages of one of the student’s conversations, oldest first',
        security,
        params: conversationParam,
        response: {
          200: z.object({ conversation: conversationSchema, messages: z.array(messageSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const conversation = await ownConversation(request.user!.id, request.params.conversationId);
      const rows = await k
        .selectFrom('tutor_messages')
        .selectAll()
        .where('conversation_id', '=', conversation.id)
        .orderBy('created_at')
        .orderBy('role', 'asc') // a student's message and its reply share no instant, but be sure
        .execute();
      return { conversation: toConversation(conversation), messages: rows.map(toMessage) };
    },
  );

  r.post(
    '/api/tutor/conversations/:conversationId/messages',
    {
      config: STUDENT,
      schema: {
        tags: ['tutor'],
        summary:
          'Send a message; the answer is a text/event-stream: `student` (the stored, screened message), `delta` pieces of the reply, `replace` (the reply failed screening), then `done` (the stored reply) or `error`',
        security,
        params: conversationParam,
        body: sendMessageBody,
        response: { ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const student = request.user!;
      const conversation = await ownConversation(student.id, request.params.conversationId);
      const settings = await loadSettings(k, student.id);
      if (!settings.enabled) throw tutorOff();
      if (!settings.allowed_modes.includes(conversation.mode)) {
        throw new HttpError(400, 'Your parent has not allowed this mode', {
          mode: 'Your parent has not allowed this mode',
        });
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
      const earlier = await k
        .selectFrom('tutor_messages')
        .select('content')
        .where('conversation_id', '=', conversation.id)
        .where('role', '=', 'student')
        .orderBy('created_at', 'desc')
        .limit(CONVERSATION_HISTORY)
        .execute();
      const screening = await screenTextWithProvider(
        {
          text: request.body.message,
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
      const studentMessage: TutorMessagesTable = {
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
      await k.transaction().execute(async (trx) => {
        // Two messages sent at once must not both pass the limit: SQLite runs one write
        // transaction at a time; on PostgreSQL the student's row is locked for the count.
        if (ctx.db.engine === 'postgres') {
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', student.id)
            .forUpdate()
            .execute();
        }
        used = await messagesToday(trx, student.id, now);
        if (!urgent && used >= settings.daily_limit) throw overLimit();
        await trx.insertInto('tutor_messages').values(studentMessage).execute();
        await recordIncidents(
          trx,
          at,
          { studentId: student.id, conversationId: conversation.id, messageId: studentMessage.id },
          decision.incidents,
        );
        await trx
          .updateTable('tutor_conversations')
          .set({
            updated_at: at,
            ...(conversation.title === '' && onlyPersonal
              ? { title: titleFrom(decision.storedContent) }
              : {}),
          })
          .where('id', '=', conversation.id)
          .execute();
      });
      await alertParents(ctx, k, request.log, student.id, decision, settings.email_alerts);

      const { writer, body } = openEventStream(reply);
      const abort = new AbortController();
      // The client went away before the reply finished: stop asking the provider.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      writer.send('student', { message: toMessage(studentMessage) });

      const finish = async () => {
        let content: string;
        const replyId = randomUUID();
        let replacedFlags = null;
        if (decision.fixedReply) {
          content = decision.fixedReply;
          for (const piece of content.match(/\S+\s*/g) ?? []) writer.send('delta', { text: piece });
        } else {
          const [history, learner] = await Promise.all([
            k
              .selectFrom('tutor_messages')
              .select(['role', 'content'])
              .where('conversation_id', '=', conversation.id)
              .orderBy('created_at', 'desc')
              .orderBy('role', 'desc')
              .limit(HISTORY_TURNS)
              .execute(),
            loadLearner(k, student.id),
          ]);
          const prefix = decision.replyPrefix ? `${decision.replyPrefix} ` : '';
          if (prefix) writer.send('delta', { text: prefix });
          const relayed = await relayScreened(
            provider.reply({
              mode: conversation.mode,
              history: history.reverse() as TutorTurn[],
              learner,
              signal: abort.signal,
            }),
            (text) => writer.send('delta', { text }),
            { names },
          );
          if (relayed.flags) {
            replacedFlags = relayed.flags;
            content = `${prefix}${REPLACED_REPLY}`;
            writer.send('replace', { text: content });
          } else {
            content = `${prefix}${relayed.content}`.trim();
          }
        }
        if (!content) throw new TutorProviderError('The tutor gave no answer');
        const replyAt = new Date(Math.max(ctx.config.now().getTime(), now.getTime() + 1));
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
          await trx.insertInto('tutor_messages').values(tutorMessage).execute();
          if (replacedFlags) {
            await recordIncidents(
              trx,
              tutorMessage.created_at,
              { studentId: student.id, conversationId: conversation.id, messageId: replyId },
              replacedFlags.map((f) => ({ ...f, action: 'reply_replaced' as const })),
            );
          }
        });
        writer.send('done', {
          message: toMessage(tutorMessage),
          used_today: used + 1,
          daily_limit: settings.daily_limit,
        });
      };

      void finish()
        .catch((err: unknown) => {
          request.log.warn({ err }, 'tutor reply failed');
          writer.send('error', {
            error:
              err instanceof TutorProviderError
                ? "The tutor couldn't answer just now. Please try again in a moment."
                : 'Something went wrong while the tutor was answering. Please try again.',
          });
        })
        .finally(() => writer.end());
      // The typed reply only knows the JSON error shapes; the 200 answer is the event stream.
      return reply.send(body as unknown as never);
    },
  );
}
