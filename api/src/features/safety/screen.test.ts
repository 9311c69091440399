import { join } from 'node:path';
import { DATA_DIR, readLabelled } from './corpus';
import { screenText } from './index';
import { score } from './metrics';

const screen = (text: string, names?: { first: string; last: string }[]) =>
  screenText({ text, surface: 'tutor_student', names });
const LEGACY = readLabelled(join(DATA_DIR, 'corpus-legacy.jsonl'));
const measure = () =>
  score(LEGACY.map((message) => ({ message, got: screen(message.text).categories })));

// The first labelled sets (now data/corpus-legacy.jsonl, part of the training data): what
// the tutor's screen was once tuned on must still hold with every layer on.
describe('the legacy labelled set (training data)', () => {
  const result = measure();

  it('has at least 60 labelled messages, innocent and flagged, in its six categories', () => {
    expect(result.messages).toBeGreaterThanOrEqual(60);
    expect(result.innocent).toBeGreaterThanOrEqual(25);
    for (const [category, s] of Object.entries(result.by_category)) {
      if (category !== 'drugs') expect(s.expected).toBeGreaterThanOrEqual(4);
    }
  });

  it('catches every self-harm message (recall 1) and flags no innocent message', () => {
    expect(result.by_category.self_harm.recall).toBe(1);
    expect(result.misses.filter((m) => m.expected.length === 0)).toEqual([]);
  });

  it('keeps every category at precision and recall of at least 0.9', () => {
    for (const [category, s] of Object.entries(result.by_category)) {
      if (category === 'drugs') continue;
      expect(s.precision!).toBeGreaterThanOrEqual(0.9);
      expect(s.recall!).toBeGreaterThanOrEqual(0.9);
    }
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
    const s = screen('hi it is sam patel here', [{ first: 'Sam', last: 'Patel' }]);
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
