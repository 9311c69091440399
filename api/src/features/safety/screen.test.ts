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

// Five defects of the seventh pass, end to end with the committed model, in five languages.
describe('screen: maths, spaced phone numbers, online meetings, grooming gifts, hidden blades', () => {
  const categories = (text: string) => screen(text).categories;

  it.each([
    'what is 0412 x 2',
    '0412 × 2 = 824',
    'solve 3456 + 7890 - 1234',
    'worksheet 4: the answer is 555 0142?',
    'long division: 7560 ÷ 12 = 630, is that right?',
    'cuánto es 555 menos 142? y después por 2',
    'quanto é 0412 vezes 2? deu 824',
    'combien font 0412 fois 2 ? exo de maths',
    'was ist 0412 mal 2, ich krieg 824 raus',
  ])('reads the maths in "%s" as maths, not a phone number', (text) => {
    const verdict = screen(text);
    expect(verdict.masked).toBe(text);
    expect(verdict.categories).not.toContain('personal_info');
  });

  it.each([
    'call me 555 0142',
    'my number is 555-0142',
    'text me (555) 014-2233',
    '+44 7700 900123 is my whatsapp',
    'mon num 06 12 34 56 78',
    'salva meu contato 11 9 5555 0143 e não passa pra ninguém',
    'me chama no (11) 9 5555-0143',
    'meu zap 11 95555-0143',
    '+55 11 9 5555 0143 é o meu',
    'mi número es 612 34 56 78',
    'llama al 91 234 56 78',
    'mi móvil es 912 345 678',
    'meine handynummer ist 0176 1234 5678',
  ])('flags the phone number in "%s"', (text) => {
    expect(categories(text)).toContain('personal_info');
  });

  it.each([
    'my friend from roblox wants to meet at the mall at 4 saturday, shes 12 too',
    'vamos a vernos en el parque a las 5 con el chico de free fire',
    'on se retrouve devant le collège à 16h avec mon pote de discord',
    'treffen uns um 3 am bahnhof, hab ihn auf tiktok kennengelernt',
    'vou encontrar a menina do insta na praça às 15h',
  ])('flags a meeting with someone known only online in "%s" as personal details', (text) => {
    expect(categories(text)).toEqual(['personal_info']);
  });

  it.each([
    'meet at the library at 4 with my classmates for the project',
    'my cousin picks me up at 5 at school',
  ])('lets a meeting with school friends or family through: "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });

  it.each([
    "he said he'd buy me robux if i keep our chats secret",
    "a man online offered me a gift card if I don't tell my parents",
    'un señor del juego me regala pavos si no le cuento a mis papás',
    'um cara do free fire me manda dinheiro no pix e diz que é nosso segredo',
    "un monsieur sur fortnite m'offre des v-bucks si je dis rien à mes parents",
    'ein mann aus dem spiel schickt mir geld und sagt ich soll es keinem sagen',
  ])('reads grooming with gifts in "%s" as abuse, not sexual', (text) => {
    expect(categories(text)).toEqual(['abuse']);
  });

  it.each([
    "he'll give me robux for a pic of me in my bikini",
    'el señor me da dinero si le mando fotos sin ropa y no le digo a nadie',
  ])('still reads sexual grooming in "%s" as sexual', (text) => {
    expect(categories(text)).toContain('sexual');
  });

  it.each([
    'ich hab eine rasierklinge im federmäppchen',
    'razor in my pencil case',
    'cuchilla en el estuche',
    'lâme de rasoir dans ma trousse',
    'lâmina no estojo',
  ])('reads a blade kept in a pencil case in "%s" as self-harm, not drugs', (text) => {
    expect(categories(text)).toEqual(['self_harm']);
  });
});
