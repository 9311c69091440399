import { normalize } from '../normalize';
import { HARASSMENT } from './harassment';

const bullying = (text: string) => HARASSMENT.pattern.test(normalize(text));

describe('harassment told in its acts', () => {
  it.each([
    'someone made a fake account of me and posts weird stuff',
    'criaram um perfil falso meu no tiktok',
    'i keep getting anonymous messages saying i should kill myself',
    'je vais dire à tout le monde que tu fais pipi au lit',
    'they make fun of my stutter every time i read out loud',
    'ur such a retard lmao',
  ])('finds bullying in "%s"', (text) => {
    expect(bullying(text)).toBe(true);
  });

  it.each([
    'how do i report a fake account that is scamming people',
    'my little brother wet the bed last night, is that normal at 5',
    'my speech therapist helps with my stutter',
    'we sent anonymous messages of kindness to everyone in class',
  ])('stays quiet on "%s"', (text) => {
    expect(bullying(text)).toBe(false);
  });
});
