import type { JsonObject } from '../proof/libs';
import { recipientIdentifiers, type Recipient } from './envelope';

/** What a claimed badge attests (from records' badge view: only claimed badges get here). */
export interface BadgeFacts {
  id: string;
  name: string;
  description: string;
  pillar: string;
  imageUrl: string | null;
  minQuests: number;
  minXp: number;
  quests: string[];
  claimedAt: string;
}

export interface DiplomaFacts {
  signedOffAt: string;
  signedOffBy: { name: string; role: 'advisor' | 'parent' };
  creditsEarned: number;
  creditsRequired: number;
  accredited: boolean;
}

/** Reviewed credits in one subject (catalogue and approved work only, as the transcript). */
export interface CourseFacts {
  subject: string;
  label: string;
  credits: number;
  xp: number;
  evidence: { url: string; name: string }[];
}

export interface PillarFacts {
  pillar: string;
  xp: number;
  evidence: { url: string; name: string }[];
}

const subject = (recipient: Recipient, achievement: JsonObject, extra: JsonObject = {}) => ({
  type: ['AchievementSubject'],
  identifier: recipientIdentifiers(recipient),
  achievement,
  ...extra,
});

const achievementId = (base: string, path: string) => `${base}/achievements/${path}`;

export function badgeSubject(base: string, badge: BadgeFacts, recipient: Recipient): JsonObject {
  const quests = badge.quests.map((q) => `- ${q}`).join('\n');
  return subject(recipient, {
    id: achievementId(base, `badges/${badge.id}`),
    type: ['Achievement'],
    achievementType: 'Badge',
    name: badge.name,
    description: badge.description,
    criteria: {
      narrative:
        `Complete ${badge.minQuests} of the badge's quests and earn ${badge.minXp} XP in them, ` +
        `with reviewed work.${quests ? `\n\nQuests:\n${quests}` : ''}`,
    },
    ...(badge.imageUrl ? { image: { id: badge.imageUrl, type: 'Image' } } : {}),
    tag: [`pillar:${badge.pillar}`],
  });
}

export function diplomaSubject(base: string, d: DiplomaFacts, recipient: Recipient): JsonObject {
  return subject(
    recipient,
    {
      id: achievementId(base, 'diploma'),
      type: ['Achievement'],
      achievementType: 'Diploma',
      name: 'High School Diploma',
      description: 'A self-directed high school diploma earned through reviewed coursework.',
      criteria: {
        narrative:
          `Earn ${d.creditsRequired} credits across the required subjects from reviewed work, ` +
          `and be signed off by the student's ${d.signedOffBy.role}.`,
      },
      creditsAvailable: d.creditsRequired,
      // Only an accredited diploma says so, as an alignment to the accrediting programme.
      ...(d.accredited
        ? {
            alignment: [
              {
                type: ['Alignment'],
                targetName: 'Optio Academy accredited diploma',
                targetUrl: `${base}/academy`,
                targetDescription: 'Signed off by an Optio Academy advisor.',
              },
            ],
          }
        : {}),
    },
    { creditsEarned: d.creditsEarned, activityEndDate: d.signedOffAt },
  );
}

const evidenceOf = (items: { url: string; name: string }[]) =>
  items.length > 0
    ? { evidence: items.map((e) => ({ id: e.url, type: ['Evidence'], name: e.name })) }
    : {};

export function courseSubject(base: string, c: CourseFacts, recipient: Recipient): JsonObject {
  return subject(
    recipient,
    {
      id: achievementId(base, `courses/${encodeURIComponent(c.subject)}`),
      type: ['Achievement'],
      achievementType: 'Course',
      name: c.label,
      description: `Credits in ${c.label} from reviewed work.`,
      criteria: { narrative: 'Credits are earned from XP in catalogue and reviewed work.' },
      fieldOfStudy: c.label,
    },
    { creditsEarned: c.credits, narrative: `${c.xp} XP of reviewed work.` },
  );
}

export const withEvidence = (credential: JsonObject, items: { url: string; name: string }[]) => ({
  ...credential,
  ...evidenceOf(items),
});

export function pillarSubject(base: string, p: PillarFacts, recipient: Recipient): JsonObject {
  return subject(
    recipient,
    {
      id: achievementId(base, `pillars/${p.pillar}`),
      type: ['Achievement'],
      achievementType: 'Competency',
      name: `Pillar: ${p.pillar}`,
      description: `XP earned in the ${p.pillar} pillar from reviewed work.`,
      criteria: { narrative: 'XP from catalogue and reviewed work in this pillar.' },
      tag: [`pillar:${p.pillar}`],
    },
    { narrative: `${p.xp} XP of reviewed work.` },
  );
}
