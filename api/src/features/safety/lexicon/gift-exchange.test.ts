import { normalize } from '../normalize';
import { isGiftExchange, withoutGameSecrecy } from './gift-exchange';
import { lexiconHits } from './index';

const abuse = (text: string) =>
  lexiconHits(text, normalize(text)).some((flag) => flag.category === 'abuse');

describe("a gift exchange's own secret (Secret Santa and its kin)", () => {
  it.each([
    "secret santa at school, don't tell anyone who you got",
    'amigo invisible en clase, no le digas a nadie quién te tocó',
    'amigo secreto da turma: não conta pra ninguém quem você tirou',
    'père noël secret en classe, le dis à personne',
    'wir wichteln, sag es niemandem wen du gezogen hast',
  ])('is the game\'s, not grooming: "%s"', (text) => {
    expect(isGiftExchange(normalize(text))).toBe(true);
    expect(abuse(text)).toBe(false);
  });

  it.each([
    // The same secrecy with no game named is read as before.
    'no le digas a nadie lo que pasó anoche',
    'não conta pra ninguém o que ele fez comigo',
    'sag es niemandem, das bleibt unter uns',
    // A man from an app or an adult undoes the exception.
    'un señor de roblox es mi amigo invisible, no le digas a nadie',
    'ein mann aus discord will mit mir wichteln, sag es niemandem',
  ])('still flags "%s" as abuse', (text) => {
    expect(abuse(text)).toBe(true);
  });

  it('never blanks "our little secret"', () => {
    const text = normalize('secret santa with my uncle, he said its our little secret');
    expect(withoutGameSecrecy(text)).toContain('our little secret');
    expect(abuse('secret santa with my uncle, he said its our little secret')).toBe(true);
  });
});
