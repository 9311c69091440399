import type { Flag, SafetyCategory, Verdict } from '../safety';
import { outcomeFor, parseHeldCategories } from './rules';

// Any category of the screen's list (the engine's Flag type may lag behind it).
const flag = (category: SafetyCategory, severity: Flag['severity'] = 'high'): Flag => ({
  category: category as Flag['category'],
  severity,
  reported: false,
  excerpt: `${category} words`,
});
const verdict = (...flags: Flag[]): Verdict => ({
  flagged: flags.length > 0,
  categories: flags.map((f) => f.category),
  severity: flags[0]?.severity ?? null,
  flags,
  masked: 'masked text',
});
const child = { isChild: true };
const adult = { isChild: false };

describe('outcomeFor', () => {
  it('passes a clean text untouched on every surface', () => {
    for (const surface of ['direct_message', 'encouragement', 'evidence'] as const) {
      expect(outcomeFor(surface, verdict(), child)).toMatchObject({
        held: false,
        incidents: [],
        parentAlert: null,
        heldCategories: [],
      });
    }
  });

  it('holds a direct message with personal details but only masks them elsewhere', () => {
    const pi = verdict(flag('personal_info', 'medium'));
    expect(outcomeFor('direct_message', pi, child)).toMatchObject({
      held: true,
      stored: 'masked text',
      heldCategories: ['personal_info'],
      incidents: [expect.objectContaining({ action: 'held' })],
    });
    for (const surface of ['encouragement', 'evidence'] as const) {
      expect(outcomeFor(surface, pi, child)).toMatchObject({
        held: false,
        stored: 'masked text',
        incidents: [expect.objectContaining({ action: 'redacted' })],
      });
    }
  });

  it("e-mails about a child's own self-harm, not about a possible-self-harm score or an adult's words", () => {
    expect(
      outcomeFor('direct_message', verdict(flag('self_harm', 'critical')), child),
    ).toMatchObject({ held: true, parentAlert: 'self_harm' });
    expect(
      outcomeFor('evidence', verdict(flag('self_harm', 'medium')), child).parentAlert,
    ).toBeNull();
    expect(
      outcomeFor('encouragement', verdict(flag('self_harm', 'critical')), adult).parentAlert,
    ).toBeNull();
  });

  it('tells parents about sexual content or grooming, whoever wrote it', () => {
    expect(outcomeFor('encouragement', verdict(flag('sexual')), adult)).toMatchObject({
      held: true,
      parentAlert: 'sexual',
    });
  });

  it('keeps everything about possible abuse from parents', () => {
    const out = outcomeFor('direct_message', verdict(flag('abuse'), flag('sexual')), child);
    expect(out).toMatchObject({ held: true, hiddenFromParents: true, parentAlert: null });
  });

  it('tells parents about grooming aimed at the child who reads it', () => {
    const groomingText = {
      ...verdict(flag('abuse'), flag('sexual')),
      masked: "keep this our secret from your parents, let's meet alone",
    };
    for (const surface of ['direct_message', 'encouragement'] as const) {
      expect(outcomeFor(surface, groomingText, adult)).toMatchObject({
        held: true,
        hiddenFromParents: false,
        parentAlert: 'sexual',
      });
    }
  });

  it("sends grooming or sexual content from a child's own parent to the safety team alone", () => {
    const groomingText = {
      ...verdict(flag('abuse'), flag('sexual')),
      masked: "keep this our secret from your mum, let's meet alone",
    };
    const ownParent = { isChild: false, isParentOfReader: true };
    expect(outcomeFor('direct_message', groomingText, ownParent)).toMatchObject({
      held: true,
      hiddenFromParents: true,
      parentAlert: null,
    });
    expect(outcomeFor('direct_message', verdict(flag('sexual')), ownParent)).toMatchObject({
      hiddenFromParents: true,
      parentAlert: null,
    });
    // Other flags from a parent keep the usual rule (drugs: held, no mail; not hidden).
    expect(outcomeFor('direct_message', verdict(flag('drugs')), ownParent)).toMatchObject({
      held: true,
      hiddenFromParents: false,
    });
  });

  it('keeps a child telling of abuse from parents even when it names "you"', () => {
    const report = {
      ...verdict({ ...flag('abuse'), reported: true }),
      masked: 'my dad hits me, you cannot tell anyone',
    };
    expect(outcomeFor('direct_message', report, child)).toMatchObject({
      hiddenFromParents: true,
      parentAlert: null,
    });
    const evidence = { ...verdict(flag('abuse')), masked: 'dont tell your parents' };
    expect(outcomeFor('evidence', evidence, child)).toMatchObject({ hiddenFromParents: true });
  });

  it('holds any other category, drugs included, without e-mailing', () => {
    for (const category of ['violence', 'bullying', 'drugs'] as const) {
      expect(outcomeFor('evidence', verdict(flag(category)), child)).toMatchObject({
        held: true,
        parentAlert: null,
        heldCategories: [category],
      });
    }
  });
});

describe('parseHeldCategories', () => {
  it('reads the stored list and tolerates empty or broken values', () => {
    expect(parseHeldCategories('["sexual","personal_info"]')).toEqual(['sexual', 'personal_info']);
    expect(parseHeldCategories(null)).toEqual([]);
    expect(parseHeldCategories('not json')).toEqual([]);
    expect(parseHeldCategories('{"a":1}')).toEqual([]);
  });
});
