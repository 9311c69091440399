import type { TutorMode } from '../tables';
import type { LearnerContext, TutorProvider, TutorRequest } from './types';

/**
 * The embedded tutor: works with no network and no model. It is a Socratic coach by design:
 * it recognises what the student is after (an answer, help when stuck, what to do next) and
 * the subject, and answers with guiding questions and next steps drawn from the student's own
 * quests and weakest pillar. It never states a homework answer.
 */

type Subject = 'fractions' | 'math' | 'writing' | 'science' | 'history' | 'reading' | 'general';

const SUBJECT_PATTERNS: [Subject, RegExp][] = [
  ['fractions', /\bfraction|denominator|numerator|\d+\s*\/\s*\d+/i],
  ['math', /\bmath|equation|algebra|multipl|divid|division|percent|geometry|\d+\s*[-+*x×÷]\s*\d+/i],
  ['writing', /\bessay|paragraph|sentence|write|writing|poem|story|thesis/i],
  ['science', /\bscience|photosynthesis|cell|volcano|planet|energy|experiment|atom|water cycle/i],
  ['history', /\bhistory|war|president|ancient|century|revolution|empire/i],
  ['reading', /\bread|book|chapter|novel|author/i],
];

const ASKS_FOR_ANSWER =
  /\b(?:the answer|answers|solve (?:this|it|for)|just tell me|tell me the|do my|write my|finish my|what(?: is|'s) \d|calculate)\b|\d+\s*[-+*x×÷/]\s*\d+\s*(?:=|\?)/i;
const STUCK = /\b(?:stuck|confused|don'?t (?:get|understand)|hard|difficult|lost|help)\b/i;
const NEXT = /\b(?:what (?:should|can|do) i do|next|bored|ideas?|suggest|recommend|plan|quest)\b/i;
const GREETING = /^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|yo)\b/i;

const GUIDING: Record<Subject, string[]> = {
  fractions: [
    'What do the two bottom numbers (the denominators) tell you about the size of the pieces?',
    'Could you draw both fractions as pieces of the same pizza? What would you need for the pieces to be the same size?',
    'Before adding, what has to be true about the denominators? How could you make that happen?',
  ],
  math: [
    'What is the problem asking you to find, in your own words?',
    'What is the very first step you would try, even if you are not sure it is right?',
    'Can you try it with smaller, easier numbers first and see what pattern shows up?',
  ],
  writing: [
    'What is the one main idea you want your reader to remember?',
    'If you told a friend about this out loud, what would your first sentence be?',
    'Which example or detail best shows what you mean?',
  ],
  science: [
    'What do you already know about this, and what are you curious about?',
    'What do you think would happen if you changed one thing? How could you test it?',
    'Can you think of something in everyday life that works the same way?',
  ],
  history: [
    'Who were the people involved, and what did each of them want?',
    'What happened just before this, and how might it have led to it?',
    'How do you think people living then felt about it? What makes you think so?',
  ],
  reading: [
    'What do you think the author wants you to feel or understand here?',
    'Which moment in the text stood out to you, and why?',
    'How would you sum up what you read in two sentences?',
  ],
  general: [
    'What part of this feels clearest to you, and which part feels fuzzy?',
    'What have you tried so far, and what happened?',
    'If you broke this into three small steps, what would the first one be?',
  ],
};

const OPENERS: Record<TutorMode, string> = {
  study_buddy: "Let's figure this out together.",
  teacher: "Good question, let's build it up step by step.",
  discovery: "Let's explore this with a question of my own.",
  review: "Let's check what you remember.",
  creative: "Ooh, let's get creative with this.",
};

function subjectOf(text: string): Subject {
  for (const [subject, pattern] of SUBJECT_PATTERNS) if (pattern.test(text)) return subject;
  return 'general';
}

function pick<T>(items: T[], seed: number): T {
  return items[seed % items.length]!;
}

/** A concrete next step from the student's quests, or a pillar to explore. */
export function nextStep(learner: LearnerContext): string {
  const withTask = learner.quests.find((q) => q.nextTask);
  if (withTask?.nextTask) {
    return `A next step could be "${withTask.nextTask.title}" in your quest "${withTask.title}". What would a first small move on it look like?`;
  }
  const weakest = learner.pillars[0];
  if (weakest) {
    return `You have the fewest XP in ${weakest.pillar} so far. Is there something in ${weakest.pillar} you have been curious about? A quest there could be a fun stretch.`;
  }
  return 'Browse Explore New Quests and pick one that makes you curious. What topic would you love to spend a week on?';
}

/** The whole reply as text (the provider streams it in pieces). */
export function composeReply(request: TutorRequest): string {
  const last = [...request.history].reverse().find((t) => t.role === 'student')?.content ?? '';
  const seed = request.history.length;
  const subject = subjectOf(last);
  const name = request.learner.firstName;
  const parts: string[] = [];
  if (ASKS_FOR_ANSWER.test(last)) {
    parts.push(
      `I won't just give you the answer, ${name}, because working it out is where the learning happens, and I know you can.`,
      pick(GUIDING[subject], seed),
      'Tell me what you get and I will help you check your thinking.',
    );
  } else if (NEXT.test(last) && !STUCK.test(last)) {
    parts.push(OPENERS[request.mode], nextStep(request.learner));
  } else if (STUCK.test(last)) {
    parts.push(
      `Being stuck is part of learning, ${name}. Let's slow down.`,
      pick(GUIDING[subject], seed),
    );
  } else if (GREETING.test(last) && request.history.length <= 1) {
    parts.push(
      `Hi ${name}! I'm your Optio tutor. I won't hand you answers, but I'll ask good questions and help you find your own way.`,
      nextStep(request.learner),
    );
  } else if (request.mode === 'review') {
    parts.push(
      OPENERS.review,
      `Without looking at your notes: what are the two most important things you learned about this? ${pick(GUIDING[subject], seed)}`,
    );
  } else if (request.mode === 'creative') {
    parts.push(
      OPENERS.creative,
      'What if you turned this into something you can make: a comic, a song, a model or a short video? Which one sounds most fun, and why?',
    );
  } else {
    parts.push(OPENERS[request.mode], pick(GUIDING[subject], seed + 1));
  }
  return parts.join(' ');
}

export class EmbeddedTutor implements TutorProvider {
  readonly name = 'embedded';

  async *reply(request: TutorRequest): AsyncIterable<string> {
    const words = composeReply(request).split(/(?<= )/);
    // A few words per piece, yielding to the event loop between them, like a model's stream.
    for (let i = 0; i < words.length; i += 4) {
      if (request.signal?.aborted) return;
      yield words.slice(i, i + 4).join('');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
