import { maskPersonalInfo } from './pii';

const mask = (text: string) => maskPersonalInfo(text).masked;

describe('personal-information detectors', () => {
  it.each([
    ['call me 555-0142', 'call me [phone number]'],
    ['text me at (555) 014-2233', 'text me at [phone number]'],
    ['+44 7700 900123 is my uk number', '[phone number] is my uk number'],
    ['mon num 06 12 34 56 78', 'mon num [phone number]'],
    ['mi número es 612 345 678', 'mi número es [phone number]'],
    ['five five five zero one four two', '[phone number]'],
    ['my email is sam.p@gmail.com', 'my email is [e-mail]'],
    ['jake dot miller at gmail dot com', '[e-mail]'],
    ['I live at 42 Maple Street', 'I live at [address]'],
    ['moro na rua das Flores, 123', 'moro na [address]'],
    ['my house is 3318 oak ct apt 2b come by', 'my house is [address] come by'],
    ['come to 71 birch rd apt 3 after school', 'come to [address] after school'],
    ['ich wohne in der Hauptstraße 5', 'ich wohne in der [address]'],
    ['add me on insta @lily.rose', 'add me on insta [handle]'],
    ['my snap is lilyxo22', 'my snap is [handle]'],
    ['my password is bluebird77', 'my password is [password]'],
    ['username jake22 password Y7pass', 'username [password]'],
    ['login 20451 / bluebird77', 'login [password]'],
    ['contraseña: perrito123', 'contraseña: [password]'],
    ['a senha é gatinho22', 'a senha é [password]'],
    ['mon mot de passe est soleil44', 'mon mot de passe est [password]'],
    ['im sam patel from lincoln middle', 'im [name] from lincoln middle'],
  ])('masks "%s"', (text, masked) => {
    expect(mask(text)).toBe(masked);
  });

  it.each([
    'what is 555 - 142 = ?',
    'my phone number changed',
    'the war lasted from 1939-1945',
    'I got 100 points in 2024',
    'I am so tired at school today',
    'we pass the ball at practice',
    'the code is broken again',
    'comment faire un mot de passe solide',
    'we passe the test',
  ])('leaves "%s" alone', (text) => {
    expect(maskPersonalInfo(text)).toMatchObject({ masked: text, first: -1, kinds: [] });
  });

  // Phone numbers as each country spaces them (a Brazilian mobile with its 9 apart, Spain in
  // pairs, Germany in blocks), and the formats that were caught before.
  it.each([
    ['salva meu número 11 9 5555 0143', 'salva meu número [phone number]'],
    ['me chama no zap (11) 9 5555-0143', 'me chama no zap [phone number]'],
    ['meu cel 11 95555-0143', 'meu cel [phone number]'],
    ['liga 11 5555-0143 depois', 'liga [phone number] depois'],
    ['+55 11 9 5555 0143 é o meu', '[phone number] é o meu'],
    ['escríbeme al 612 34 56 78', 'escríbeme al [phone number]'],
    ['el fijo de casa es 91 234 56 78', 'el fijo de casa es [phone number]'],
    ['mi móvil 912 345 678', 'mi móvil [phone number]'],
    ['ruf mich an 0176 1234 5678', 'ruf mich an [phone number]'],
    ['unser festnetz 030 123 4567', 'unser festnetz [phone number]'],
    ['mon 06 12 34 56 78 envoie un sms', 'mon [phone number] envoie un sms'],
    ['call me 555 0142', 'call me [phone number]'],
    ['it is 555-0142', 'it is [phone number]'],
    ['(555) 014-2233 after 6', '[phone number] after 6'],
    ['my uk one is +44 7700 900123', 'my uk one is [phone number]'],
  ])('masks the phone number in "%s"', (text, masked) => {
    expect(mask(text)).toBe(masked);
  });

  // Maths, in the five languages: digits joined by operators, and a worksheet's answer.
  it.each([
    'what is 0412 x 2',
    '0412 × 2 = 824',
    'solve 3456 + 7890 - 1234',
    'worksheet 4: the answer is 555 0142?',
    'long division: 7560 ÷ 12 = 630',
    'what is 5550 times 142',
    'cuánto es 612 34 56 78 por 2?',
    'cuánto es 555 menos 142? y después por 2',
    'quanto é 11 9 5555 0143 dividido por 3',
    'exercício: 0412 vezes 2 = 824?',
    'combien font 0612 fois 3456 ? exo de maths',
    'exo de maths : dans le nombre 0612345678 combien de chiffres pairs',
    'was ist 0176 1234 mal 2',
    'matheaufgabe: 3456 + 7890 - 1234 = 10112',
  ])('leaves the maths in "%s" alone', (text) => {
    expect(maskPersonalInfo(text)).toMatchObject({ masked: text, first: -1, kinds: [] });
  });

  // Years, prices, scores and page numbers are not phone numbers either.
  it.each([
    'in 1998 2004 and 2019 2020 2021',
    'year 11 2023-2024 was the best',
    'it costs 9,99 and 12,50 or 612 euros',
    'we won 21 14 and then 98 76',
    'the scores were 6 4 6 3 7 5',
    'page 612 exercises 34 56 and 78',
    'en 1914 murieron 9 millones',
    'the example in my book is 4000 0000 0000 0000',
  ])('leaves "%s" alone', (text) => {
    expect(maskPersonalInfo(text)).toMatchObject({ masked: text, first: -1, kinds: [] });
  });

  it("masks the child's own full name in any case", () => {
    expect(maskPersonalInfo('hi it is sam patel', [{ first: 'Sam', last: 'Patel' }]).masked).toBe(
      'hi it is [name]',
    );
  });
});

describe('street addresses and the words that only look like them', () => {
  it.each([
    ['ich wohne am Hohenzollernring 40', 'ich wohne am [address]'],
    ['ich wohne am hohenzollernring 40', '[address]'],
    ['Kaiser-Wilhelm-Ring 12, 50672 Köln', '[address], 50672 Köln'],
    ['wir wohnen jetzt Theodor-Heuss-Ring 3', 'wir wohnen jetzt [address]'],
    ['meine adresse ist Hauptstraße 5', 'meine adresse ist [address]'],
    ['vivo en calle Mayor 12, tercero', 'vivo en [address], tercero'],
  ])('masks "%s"', (text, masked) => {
    expect(maskPersonalInfo(text).kinds).toContain('[address]');
    expect(mask(text)).toContain(masked.includes('[address]') ? '[address]' : masked);
    if (masked !== '[address]') expect(mask(text)).toBe(masked);
  });

  it.each([
    'i died to the elden ring boss like 40 times lol',
    'Elden Ring 2 is not even announced',
    'we got first place with 40 points at the tournament',
    'went to the plaza with 3 friends today',
    'during 3 hours of homework i fell asleep',
    'Exploring 2 caves in minecraft rn',
    'Spring 2024 was the best semester',
    'my keyring 3 pack broke',
  ])('leaves "%s" alone', (text) => {
    expect(maskPersonalInfo(text).kinds).not.toContain('[address]');
  });
});
