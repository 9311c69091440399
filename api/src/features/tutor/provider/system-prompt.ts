import type { LearnerContext } from './types';
import { MODE_GUIDANCE, type TutorRequest } from './types';

function describeLearner(learner: LearnerContext): string {
  const quests = learner.quests
    .map((q) => (q.nextTask ? `"${q.title}" (next task: "${q.nextTask.title}")` : `"${q.title}"`))
    .join('; ');
  const pillars = learner.pillars.map((p) => `${p.pillar} ${p.xp} XP`).join(', ');
  return [
    `The student's first name is ${learner.firstName}.`,
    quests ? `Active quests: ${quests}.` : 'The student has no active quest right now.',
    pillars ? `XP by pillar (lowest first): ${pillars}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The instructions an external model gets: Optio's tutoring rules, the mode, the learner. */
export function systemPrompt(request: TutorRequest): string {
  return [
    'You are the Optio tutor for a school-age student on a self-directed learning platform.',
    'The process is the goal: guide with questions and hints; never just give the answer to homework or write the work for the student.',
    'Keep replies short (at most about 120 words), warm, age-appropriate and in plain language.',
    'Never ask for or repeat personal information (full names, addresses, phone numbers, e-mails).',
    'If the student mentions wanting to hurt themselves or others, or being hurt, respond with care and encourage them to talk to a trusted adult.',
    MODE_GUIDANCE[request.mode],
    describeLearner(request.learner),
  ].join('\n');
}
