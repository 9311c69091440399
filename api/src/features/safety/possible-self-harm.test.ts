import { isPossibleSelfHarm, screenText } from './index';
import { screenPossibleSelfHarm } from './possible-self-harm';

/** A child's message (every layer); a tutor reply is read by the phrases and detectors only. */
const withTier2 = (text: string) => screenText({ text, surface: 'tutor_student' });
const phrasesOnly = (text: string) => screenText({ text, surface: 'tutor_reply' });

describe('possible self-harm (tier two)', () => {
  it.each([
    'honestly everyone at home would be better without me',
    'i kinda hope a bus hits me tomorrow',
    "i don't think i'll be here much longer",
    "i'm just ready to be gone",
    'i slap myself really hard when i mess up',
    'i keep a razor in my drawer and think about it at night',
    'i wish i could disappear for good',
    'i want it all to be over',
  ])('flags "%s" as possible self-harm, at medium severity', (text) => {
    const flags = withTier2(text).flags;
    expect(flags.map((f) => [f.category, f.severity])).toEqual([['self_harm', 'medium']]);
    expect(isPossibleSelfHarm(flags[0]!)).toBe(true);
  });

  it.each([
    'I bumped my head on the cupboard and it hurts',
    "I'm done with this puzzle, what's next?",
    'that joke kills me',
    'I scraped my elbow at basketball and it was bleeding a bit',
    'I was dead tired after the field trip',
    'my guy died in fortnite again',
    'the knight jumps off the cliff in chapter 3',
    'I would die for a pizza right now',
    "I'm so over winter",
    'I wish I could fly like a bird',
    "I'll be gone on Friday for my cousin's wedding",
    'my sister slapped me with a sock haha',
    'I hope my team wins the final',
    'how long can a person survive without water? for my science project',
    'my phone is dead so I am on my laptop',
    'our goldfish died and we had a little funeral',
    "I'm scared to death of spiders",
    'I want to end my poem with a rhyme',
    'can you help me with the deadline for my project',
    'I hit my knee on the table',
  ])('lets the look-alike "%s" through', (text) => {
    expect(withTier2(text).flags).toEqual([]);
  });

  it('needs the child to be talking about themselves, near the cue', () => {
    expect(screenPossibleSelfHarm('the world would be better without him')).toBeNull();
    expect(screenPossibleSelfHarm('the world would be better without me')).not.toBeNull();
  });

  it("does not read the tutor's own replies, which keep to the phrases", () => {
    // "better without me" is a phrase now (lexicon/families.ts); this cue is the tier's alone.
    expect(phrasesOnly('i kinda hope a bus hits me tomorrow').flags).toEqual([]);
  });

  it('leaves tier one alone: a clear self-harm message stays critical', () => {
    expect(withTier2('i want to kill myself').flags.map((f) => f.severity)).toEqual(['critical']);
  });

  it('stays quiet when another category already answers the message', () => {
    const flags = withTier2(
      "i'm being bullied at school and they say i should just die and be gone",
    ).flags;
    expect(flags.map((f) => f.category)).not.toContain('self_harm');
  });

  it('gives an excerpt around the cue, with personal details masked', () => {
    const s = withTier2('call me on 555-123-4567, the world would be better without me');
    const flag = s.flags.find((f) => f.category === 'self_harm')!;
    expect(flag.excerpt).toContain('better without me');
    expect(flag.excerpt).not.toContain('555');
  });
});
