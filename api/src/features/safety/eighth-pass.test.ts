import { screenText } from './index';
import { screenMessage } from './screen';

/**
 * The three misses noticed at the end of the seventh pass, read by the whole screen (every
 * layer, as the API runs it) in the five languages, with their look-alikes. The rules' own
 * tests are in lexicon/gifts-for-secrecy.test.ts, personal-cue.test.ts and pii.test.ts.
 */
const categories = (text: string) =>
  screenText({ text, surface: 'tutor_student' }).categories as string[];

describe('gifts from someone met online, on condition the parents are not told', () => {
  it.each([
    "un monsieur sur fortnite m'offre des cadeaux si je dis rien à mes parents",
    "un monsieur sur fortnite m'offre des v-bucks si je dis rien à mes parents",
    "a guy i met on roblox says he'll send me presents if i don't tell my parents",
    'un señor que conocí en minecraft me regala cosas si no le digo nada a mis papás',
    'um cara do roblox disse que me dá presentes se eu não contar nada pros meus pais',
    'ein typ aus fortnite will mir geschenke schicken wenn ich meinen eltern nichts sage',
  ])('flags "%s" as abuse', (text) => {
    expect(categories(text)).toContain('abuse');
  });

  it.each([
    // Family and birthdays.
    "ma tante m'offre des cadeaux pour mon anniversaire",
    'my aunt always gives me presents for my birthday',
    'mi tía me da regalos por mi cumpleaños',
    'minha tia me dá presentes no meu aniversário',
    'meine tante schenkt mir geschenke zum geburtstag',
    // A surprise kept from the one it is for.
    "don't tell mom, it's a surprise gift for her",
    'no le digas a mamá, es un regalo sorpresa para ella',
    'não conta pra mãe, é um presente surpresa pra ela',
    "dis rien à maman, c'est un cadeau surprise pour elle",
    'sag mama nichts, das ist ein überraschungsgeschenk für sie',
  ])('leaves "%s" alone', (text) => {
    expect(categories(text)).toEqual([]);
  });

  // Secret Santa and its kin: the secret is who drew whom. The phrases leave them alone; the
  // classifier still flags four of them (English, Spanish, Portuguese, French: never trained on
  // a gift exchange), which is known and not fixed (data/README.md, eighth pass).
  it.each([
    "we're doing secret santa at school, don't tell anyone who you got",
    'secret santa at school, i got my friend a gift card',
    'en clase hacemos amigo invisible, no le digas a nadie quién te tocó',
    'na escola vamos fazer amigo secreto, não conta pra ninguém quem você tirou',
    "on fait un père noël secret en classe, dis à personne qui t'as tiré",
    'wir wichteln in der klasse, sag keinem wen du gezogen hast',
  ])('the phrases leave "%s" alone', (text) => {
    expect(screenMessage(text, { phrasesOnly: true }).flags).toEqual([]);
  });

  it.each([
    // A gift exchange does not hide an adult's secret.
    'at the secret santa party my uncle touched me and said its our secret',
    'un señor de roblox dice que es mi amigo invisible y me manda regalos si no le digo a mis papás',
  ])('still flags "%s" as abuse', (text) => {
    expect(categories(text)).toContain('abuse');
  });
});

describe('personal details need something that could be one', () => {
  it.each([
    'my pencil case is so lame',
    'mi estuche es tan feo',
    'meu estojo é muito chato',
    'ma trousse est trop nulle',
    'mein federmäppchen ist so lame',
  ])('"%s" is not personal details', (text) => {
    expect(categories(text)).not.toContain('personal_info');
  });

  it.each([
    'my snap is sammy_x add me',
    'mi numero es 555 014 2233 escríbeme',
    'meu insta é @bia.gatinha me segue',
    'mon num c 06 12 34 56 78',
    'meine nummer ist 0151 2345 6789',
  ])('"%s" still is', (text) => {
    expect(categories(text)).toContain('personal_info');
  });
});

describe('"ring" is a German street only in the shape of one', () => {
  it.each([
    'i died to the elden ring boss like 40 times lol',
    'me morí con el jefe de elden ring como 40 veces jaja',
    'morri pro boss do elden ring tipo 40 vezes kkk',
    "je suis mort au boss d'elden ring genre 40 fois mdr",
    'bin im elden ring 40 mal am boss gestorben lol',
  ])('"%s" is not an address', (text) => {
    expect(categories(text)).not.toContain('personal_info');
  });

  it.each(['ich wohne am Hohenzollernring 40', 'Kaiser-Wilhelm-Ring 12, 50672 Köln'])(
    '"%s" is',
    (text) => {
      expect(categories(text)).toContain('personal_info');
    },
  );
});
