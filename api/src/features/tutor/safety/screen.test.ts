import { LABELLED_SET } from './labelled-set';
import { measure } from './metrics';
import { decide, WITHHELD_MESSAGE } from './policy';
import { screen } from './screen';

describe('the labelled screening set', () => {
  const result = measure(LABELLED_SET);

  it('has at least 60 labelled messages, innocent and flagged, in every category', () => {
    expect(result.messages).toBeGreaterThanOrEqual(60);
    expect(result.innocent).toBeGreaterThanOrEqual(25);
    for (const score of Object.values(result.by_category)) {
      expect(score.true_positives + score.false_negatives).toBeGreaterThanOrEqual(4);
    }
  });

  it('catches every self-harm message (recall 1)', () => {
    expect(result.by_category.self_harm.recall).toBe(1);
  });

  it('flags no innocent message', () => {
    expect(result.innocent_flagged).toEqual([]);
  });

  it('keeps every category at precision and recall of at least 0.9', () => {
    for (const score of Object.values(result.by_category)) {
      expect(score.precision!).toBeGreaterThanOrEqual(0.9);
      expect(score.recall!).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('the labelled screening set, with tier two (possible self-harm) on', () => {
  const result = measure(LABELLED_SET, { possibleSelfHarm: true });

  it('still flags no innocent message and catches every self-harm message', () => {
    expect(result.innocent_flagged).toEqual([]);
    expect(result.by_category.self_harm.recall).toBe(1);
    expect(result.by_category.self_harm.false_positives).toBe(0);
  });
});

describe('screen', () => {
  it('masks contact details and never puts them in the excerpt', () => {
    const s = screen('text me at 555-123-4567 or sam@example.com, I live at 42 Maple Street');
    expect(s.masked).toBe('text me at [phone number] or [e-mail], I live at [address]');
    expect(s.flags).toHaveLength(1);
    expect(s.flags[0]).toMatchObject({ category: 'personal_info', severity: 'medium' });
    expect(s.flags[0]!.excerpt).not.toMatch(/\d{3}/);
  });

  it("masks the child's own full name in any case", () => {
    const s = screen('hi it is sam patel here', { names: [{ first: 'Sam', last: 'Patel' }] });
    expect(s.masked).toBe('hi it is [name] here');
    expect(s.flags.map((f) => f.category)).toEqual(['personal_info']);
  });

  it('orders several flags most severe first', () => {
    const s = screen('my number is 555-123-4567 and I want to kill myself');
    expect(s.flags.map((f) => f.category)).toEqual(['self_harm', 'personal_info']);
  });

  it('reads curly apostrophes like straight ones', () => {
    expect(screen('I don’t want to live anymore').flags[0]?.category).toBe('self_harm');
  });

  it.each(['SOMETIMES I WANT TO K1LL MYS3LF', 'i wanna dieeeee!!!', 'i want to kill my self'])(
    'reads "%s" (capitals, leetspeak, repeated letters, split words) like the plain spelling',
    (text) => {
      expect(screen(text).flags.map((f) => f.category)).toEqual(['self_harm']);
    },
  );

  it('needs two signs of hopelessness, not one said in passing', () => {
    expect(screen("I'm so done with this level, I can't do this anymore lol").flags).toEqual([]);
    expect(
      screen('nothing will ever get better, i cant do this anymore').flags.map((f) => f.category),
    ).toEqual(['self_harm']);
  });

  it.each([
    'this homework is killing me lol',
    'I could die of embarrassment',
    'the character dies in the book',
    'I want to dye my hair blue',
    'my mom helped me',
    'I am stuck on fractions',
    'this test is going to kill me',
    'I hurt myself at soccer practice',
    'we read about the war in history',
    'my dad hit a home run',
  ])('lets "%s" through', (text) => {
    expect(screen(text).flags).toEqual([]);
  });
});

describe('decide', () => {
  it('escalates self-harm with the 988 helpline and a must-alert', () => {
    const d = decide(screen('i wanna die'), 'Sam');
    expect(d.incidents.map((i) => i.action)).toEqual(['escalated']);
    expect(d.fixedReply).toMatch(/988/);
    expect(d.mustAlertParents).toBe(true);
    expect(d.storedContent).toBe('i wanna die');
  });

  it('keeps abuse from parents (no e-mail, hidden turn) and gives the child a hotline', () => {
    const d = decide(screen('my stepdad hits me'), 'Sam');
    expect(d.hiddenFromParents).toBe(true);
    expect(d.fixedReply).toMatch(/1-800-422-4453/);
    expect(d.mustAlertParents).toBe(false);
    expect(d.mayAlertParents).toBe(false);
  });

  it('blocks insults but keeps (and supports) a child reporting bullying', () => {
    expect(decide(screen("you're so stupid"), 'Sam').storedContent).toBe(WITHHELD_MESSAGE);
    const reported = decide(screen("I'm being bullied at school"), 'Sam');
    expect(reported.incidents[0]!.action).toBe('supported');
    expect(reported.storedContent).toBe("I'm being bullied at school");
    expect(reported.fixedReply).toMatch(/never your fault/);
  });

  it('lets the tutor answer after personal details, with a privacy tip first', () => {
    const d = decide(screen('my email is a@b.co'), 'Sam');
    expect(d.fixedReply).toBeNull();
    expect(d.replyPrefix).toMatch(/private/);
    expect(d.storedContent).toBe('my email is [e-mail]');
  });
});
