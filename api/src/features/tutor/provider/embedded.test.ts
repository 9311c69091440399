import { composeReply, EmbeddedTutor, nextStep } from './embedded';
import type { LearnerContext, TutorRequest } from './types';

const learner: LearnerContext = {
  firstName: 'Sam',
  quests: [
    {
      title: 'Family Recipes',
      nextTask: { title: 'Interview a relative', pillar: 'communication' },
    },
  ],
  pillars: [
    { pillar: 'civics', xp: 0 },
    { pillar: 'stem', xp: 150 },
  ],
};

const ask = (text: string, mode: TutorRequest['mode'] = 'study_buddy'): TutorRequest => ({
  mode,
  history: [{ role: 'student', content: text }],
  learner,
});

describe('the embedded tutor', () => {
  it('never states the answer to a homework sum and asks a guiding question', () => {
    const reply = composeReply(ask('What is 3/4 + 1/2? just tell me'));
    expect(reply).toMatch(/won't just give you the answer/);
    expect(reply).toMatch(/fractions|denominators/);
    expect(reply).not.toMatch(/5\/4|1 1\/4|1\.25/);
  });

  it('suggests the next task of an active quest', () => {
    expect(composeReply(ask('what should I do next?'))).toContain(
      'A next step could be "Interview a relative" in your quest "Family Recipes"',
    );
  });

  it('points to the weakest pillar when no quest has a task left', () => {
    expect(nextStep({ ...learner, quests: [] })).toMatch(/fewest XP in civics/);
  });

  it('helps a stuck student by slowing down', () => {
    expect(composeReply(ask('I am stuck on fractions'))).toMatch(/Being stuck is part of learning/);
  });

  it('streams its reply in several pieces that add up to the whole', async () => {
    const pieces: string[] = [];
    for await (const p of new EmbeddedTutor().reply(ask('hello there'))) pieces.push(p);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(composeReply(ask('hello there')));
  });
});
