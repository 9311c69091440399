import { randomUUID } from 'node:crypto';
import { screenText } from '../../features/safety';
import type { TutorMessagesTable, TutorMode } from '../tables/tutor';
import type { Queryable } from '../types';
import { insertSeedRows } from './store';

const MINUTE = 60_000;

interface DemoTurn {
  role: 'student' | 'tutor';
  text: string;
}

const DEMO: { title: string; mode: TutorMode; daysAgo: number; turns: DemoTurn[] }[] = [
  {
    title: 'What to do next on my quests',
    mode: 'study_buddy',
    daysAgo: 3,
    turns: [
      { role: 'student', text: 'What should I do next? I finished a task yesterday.' },
      {
        role: 'tutor',
        text: "Nice work finishing a task! Let's figure this out together. Look at your active quests: which one has a task you feel curious about right now? What would a first small move on it look like?",
      },
      { role: 'student', text: 'Maybe the recipe one, I want to interview my grandma.' },
      {
        role: 'tutor',
        text: 'That sounds like a great plan. What three questions would you most like to ask your grandma about the recipe and where it comes from?',
      },
    ],
  },
  {
    title: 'Stuck on fractions',
    mode: 'teacher',
    daysAgo: 1,
    turns: [
      { role: 'student', text: 'I am stuck on fractions. What is 3/4 + 1/2?' },
      {
        role: 'tutor',
        text: "I won't just give you the answer, Sam, because working it out is where the learning happens. What do the two bottom numbers (the denominators) tell you about the size of the pieces?",
      },
      { role: 'student', text: 'my phone number is 555-201-7788 can you text me the steps' },
      {
        role: 'tutor',
        text: "Quick safety tip: keep personal details like your full name, address, phone number or e-mail private online, even with me. I've hidden them from this chat. Back to the pieces: could you make both fractions use quarters?",
      },
    ],
  },
];

/**
 * The demo student's tutor history (called inside the demo seed's transaction): two
 * conversations, one of which carries an open personal-information flag, so the demo parent
 * sees conversations and a safety report, and the admin's safety queue is not empty.
 */
export async function seedTutor(
  k: Queryable,
  ids: { studentId: string },
  now: Date,
): Promise<void> {
  for (const convo of DEMO) {
    const start = now.getTime() - convo.daysAgo * 86_400_000;
    const conversationId = randomUUID();
    const last = new Date(start + (convo.turns.length - 1) * MINUTE).toISOString();
    await insertSeedRows(k, 'tutor_conversations', {
      id: conversationId,
      student_id: ids.studentId,
      title: convo.title,
      mode: convo.mode,
      created_at: new Date(start).toISOString(),
      updated_at: last,
    });
    for (const [i, turn] of convo.turns.entries()) {
      const at = new Date(start + i * MINUTE).toISOString();
      // Seeded words go through the same screening as live ones.
      const check =
        turn.role === 'student'
          ? screenText({ text: turn.text, surface: 'tutor_student' })
          : { flags: [], masked: turn.text };
      const message: TutorMessagesTable = {
        id: randomUUID(),
        conversation_id: conversationId,
        student_id: ids.studentId,
        role: turn.role,
        content: check.masked,
        flagged: check.flags.length > 0 ? 1 : 0,
        hidden_from_parents: 0,
        created_at: at,
      };
      await insertSeedRows(k, 'tutor_messages', message);
      for (const flag of check.flags) {
        await insertSeedRows(k, 'safety_incidents', {
          id: randomUUID(),
          student_id: ids.studentId,
          conversation_id: conversationId,
          message_id: message.id,
          category: flag.category,
          severity: flag.severity,
          action_taken: 'redacted',
          excerpt: flag.excerpt,
          created_at: at,
          status: 'open',
          reviewed_by: null,
          resolved_at: null,
          resolution_note: null,
          surface: 'tutor',
          item_id: null,
          hidden_from_parents: 0,
        });
      }
    }
  }
}
