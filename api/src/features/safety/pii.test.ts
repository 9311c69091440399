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

  it("masks the child's own full name in any case", () => {
    expect(maskPersonalInfo('hi it is sam patel', [{ first: 'Sam', last: 'Patel' }]).masked).toBe(
      'hi it is [name]',
    );
  });
});
