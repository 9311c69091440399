import { isPossibleSelfHarm, type Flag, type Verdict } from '../../safety';
import type { SafetyAction } from '../tables';

/** What the policy reads of a verdict. */
export type Screening = Pick<Verdict, 'flags' | 'masked'>;

export const WITHHELD_MESSAGE = '[Message withheld by safety screening]';

/** US helplines named in caring replies (the product's first market; see docs). */
export const HELPLINES = {
  crisis: '988 Suicide & Crisis Lifeline (call or text 988)',
  childAbuse: 'Childhelp National Child Abuse Hotline (1-800-422-4453)',
} as const;

export interface Decision {
  /** One incident per flag, each with the action its category gets. */
  incidents: (Flag & { action: SafetyAction })[];
  /** What is stored and shown as the student's message. */
  storedContent: string;
  /** A fixed, caring reply instead of the tutor's (null: the tutor answers). */
  fixedReply: string | null;
  /** A short note put before the tutor's own reply (personal details were hidden). */
  replyPrefix: string | null;
  /** The turn (message and reply) is kept from parents: possible abuse (it may be at home). */
  hiddenFromParents: boolean;
  /** Linked parents are e-mailed now, whatever their alert setting (self-harm). */
  mustAlertParents: boolean;
  /** Linked parents are e-mailed when they asked for alerts (other high-severity flags). */
  mayAlertParents: boolean;
}

export function actionFor(flag: Flag): SafetyAction {
  if (flag.category === 'personal_info') return 'redacted';
  // Possible self-harm (tier two) is answered with a check-in and reviewed by the safety team.
  if (isPossibleSelfHarm(flag)) return 'supported';
  // Drugs and alcohol: the child keeps their words and gets a caring answer; staff see a case.
  if (flag.category === 'drugs') return 'supported';
  if (flag.category === 'self_harm' || flag.category === 'abuse') return 'escalated';
  if (flag.reported) return 'supported';
  return 'blocked';
}

function replyFor(top: Flag, name: string): string | null {
  switch (top.category) {
    case 'self_harm':
      if (isPossibleSelfHarm(top)) {
        return `It sounds like things might feel heavy right now, ${name}. Are you safe? If you're having thoughts of hurting yourself, you don't have to handle them alone: please talk to a trusted adult, like a parent, teacher or school counselor. You can also reach the ${HELPLINES.crisis} any time, day or night. If you are in danger right now, call 911. If I misunderstood, that's okay: tell me more, or we can get back to your learning.`;
      }
      return `I'm really glad you told me, ${name}. What you're feeling matters, and you don't have to face it alone. Please talk to a trusted adult right now: a parent, a teacher or a school counselor. You can also reach the ${HELPLINES.crisis} any time, day or night, to talk with someone who cares. If you are in danger right now, call 911. I've let your parent know so they can be there for you.`;
    case 'abuse':
      return `Thank you for telling me, ${name}. Nobody is allowed to hurt you, and it is not your fault. Please tell a trusted adult you feel safe with, like a teacher or school counselor. You can call the ${HELPLINES.childAbuse} any time. If you are in danger right now, call 911. Optio's safety team will look at this too.`;
    case 'sexual':
      return top.reported
        ? `Thank you for telling me, ${name}. If someone asks you for pictures or to keep secrets from your parents, that is not okay and it is not your fault. Don't send anything, and please tell a trusted adult right away. You can also call the ${HELPLINES.childAbuse}.`
        : "That's not something we can talk about here. Let's get back to your learning: what are you working on today?";
    case 'violence':
      return "It sounds like you're having really strong feelings. Hurting anyone is never okay, and I can't help with that. Talking to a trusted adult about what's going on can really help. Do you want to take a breath and tell me what happened, or get back to your quest?";
    case 'drugs':
      return `Thanks for being honest with me, ${name}. I'm not here to judge you. Drugs, alcohol and vaping can hurt a growing body and brain, and it can be hard to say no when others are doing it. A trusted adult, like a parent, school counselor or doctor, can help without getting you in trouble for asking. You can also call or text the SAMHSA National Helpline (1-800-662-4357), free and confidential. Want to talk about what's going on, or get back to your quest?`;
    case 'bullying':
      return top.reported
        ? `I'm sorry that's happening to you, ${name}. Being bullied is never your fault. Please tell a trusted adult, like a parent, teacher or school counselor, so they can help. You deserve to feel safe. Would it help to plan together what you could say to them?`
        : "Words like that can really hurt someone, so I've hidden that message. Let's keep this a kind space. What would you like to work on?";
    default:
      return null;
  }
}

/** What happens to a screened student message: what is stored, said back and escalated. */
export function decide(screening: Screening, firstName: string): Decision {
  const incidents = screening.flags.map((f) => ({ ...f, action: actionFor(f) }));
  const top = screening.flags.find((f) => f.category !== 'personal_info') ?? null;
  // A child telling of abuse keeps their words (parents never see that turn, see below).
  const storedContent = top && actionFor(top) === 'blocked' ? WITHHELD_MESSAGE : screening.masked;
  const personal = screening.flags.some((f) => f.category === 'personal_info');
  return {
    incidents,
    storedContent,
    fixedReply: top ? replyFor(top, firstName) : null,
    replyPrefix: personal
      ? "Quick safety tip: keep personal details like your full name, address, phone number or e-mail private online, even with me. I've hidden them from this chat."
      : null,
    hiddenFromParents: screening.flags.some((f) => f.category === 'abuse'),
    // Only tier one (the phrase rules) e-mails at once; a possible self-harm flag is a case for
    // the safety team and shows in the parent's safety report, without an e-mail.
    mustAlertParents: screening.flags.some(
      (f) => f.category === 'self_harm' && !isPossibleSelfHarm(f),
    ),
    // Abuse may happen at home, so it goes to the safety team and not by e-mail to parents.
    mayAlertParents: screening.flags.some(
      (f) => f.category !== 'abuse' && (f.severity === 'high' || f.severity === 'critical'),
    ),
  };
}

/** The reply shown when a tutor reply fails screening. */
export const REPLACED_REPLY =
  "Let's keep our chat focused on your learning. What are you working on right now?";
