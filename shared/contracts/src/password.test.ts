import { passwordChecks, passwordScore, passwordStrength, strengthLevel } from './password';

describe('passwordScore (docs/product.md#password-strength)', () => {
  it.each([
    // [password, score, why]
    ['', 0, 'nothing'],
    ['abcdefg', 10, 'lowercase only, 7 distinct'],
    ['abcdefgh', 20, 'lowercase +10, 8 distinct +10'],
    ['aaaaaaaaaaaa', 30, '12 characters +20, lowercase +10'],
    ['aaaaaaaaaaaA', 40, '+10 uppercase'],
    ['aaaaaaaaaa1a', 40, '+10 digit'],
    ['aaaaaaaaaaa!', 40, '+10 special'],
    ['abcdefghijk', 20, '11 characters: no length points'],
    ['abcdefghijkl', 50, '12 characters +20, lowercase, 12 distinct +20'],
    ['abcdefghijklmnop', 55, '16 characters +5 more'],
    ['abcdefghijklmnopqrst', 60, '20 characters +5 more'],
    ['aaaaaaaaaaaaaaaaaaaa', 40, '20 characters of one letter: 30 + lowercase'],
    ['Abcdefghij1!klmnopqr', 90, 'every rule met: the highest reachable score'],
  ])('%j scores %i (%s)', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it.each([
    ['passwordZ!', 20],
    ['123456Z!', 20],
    ['qwertyZ!', 20],
    ['abc123Z!', 30],
    ['letmeinZ!', 20],
    ['welcomeZ!', 20],
    ['adminZ!', 10],
  ])('common word in %j costs 20 (%i)', (password, score) => {
    expect(passwordScore(password)).toBe(score);
    // The same shape without the common word scores 20 more.
    const scrambled = password
      .replace(/[a-z0-9]/g, (c) => (c === 'q' ? 'x' : c))
      .split('')
      .reverse()
      .join('');
    expect(passwordScore(scrambled)).toBe(score + 20);
  });

  it('finds common words regardless of case', () => {
    expect(passwordScore('PASSWORDz!')).toBe(20);
    expect(passwordScore('xAdMiNx')).toBe(0);
  });

  it('letters followed only by digits lose 10', () => {
    expect(passwordScore('abcdefgh1234')).toBe(50);
    expect(passwordScore('abcdefgh1234x')).toBe(60);
    expect(passwordScore('1234abcdefgh')).toBe(60);
    expect(passwordScore('abcdefgh!1234')).toBe(70);
    expect(passwordScore('aaaaaaaaaaa1')).toBe(30);
  });

  it('clamps at 0', () => {
    // lowercase 10, common word -20 => -10 before clamping
    expect(passwordScore('password')).toBe(0);
    expect(passwordScore('admin')).toBe(0);
    expect(passwordScore('qwerty')).toBe(0);
  });

  it('never exceeds 100 (the rules add up to at most 90)', () => {
    const samples = ['Abcdefghij1!klmnopqrstuvwxyz#$%^&*()0987654321', 'Zz9!'.repeat(40)];
    for (const p of samples) {
      expect(passwordScore(p)).toBeLessThanOrEqual(100);
      expect(passwordScore(p)).toBeGreaterThanOrEqual(0);
    }
    expect(passwordScore('Abcdefghij1!klmnopqrstuvwxyz#$%^&*()0987654321')).toBe(90);
  });
});

describe('strengthLevel (docs/product.md#strength-levels)', () => {
  it.each([
    [0, 'very-weak'],
    [25, 'very-weak'],
    [26, 'weak'],
    [50, 'weak'],
    [51, 'medium'],
    [75, 'medium'],
    [76, 'strong'],
    [90, 'strong'],
    [91, 'very-strong'],
    [100, 'very-strong'],
  ])('%i is %s', (score, level) => {
    expect(strengthLevel(score)).toBe(level);
  });
});

describe('passwordStrength checklist', () => {
  it('has the five checklist items in order', () => {
    expect(passwordChecks('').map((c) => c.label)).toEqual([
      'At least 12 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]);
  });

  it('lists at most 3 unmet items, then "And N more..."', () => {
    expect(passwordStrength('').unmetMessages).toEqual([
      'At least 12 characters',
      'One uppercase letter',
      'One lowercase letter',
      'And 2 more...',
    ]);
    expect(passwordStrength('a').unmetMessages).toEqual([
      'At least 12 characters',
      'One uppercase letter',
      'One number',
      'And 1 more...',
    ]);
    expect(passwordStrength('abcdefghijkl').unmetMessages).toEqual([
      'One uppercase letter',
      'One number',
      'One special character',
    ]);
    expect(passwordStrength('Abcdefghij1!').unmetMessages).toEqual([]);
  });

  it('reports score and level together', () => {
    const s = passwordStrength('Abcdefghij1!klmnopqr');
    expect(s.score).toBe(90);
    expect(s.level).toBe('strong');
    expect(s.checks.every((c) => c.met)).toBe(true);
  });
});
