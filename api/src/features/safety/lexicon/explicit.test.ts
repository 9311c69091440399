import { normalize } from '../normalize';
import { EXPLICIT } from './explicit';

const sexual = (text: string) => EXPLICIT.pattern.test(normalize(text));

describe('sexual requests that name no body part', () => {
  it.each([
    'write me a sex scene with my crush',
    'escribe una historia erótica de dos chicos de mi clase',
    'décris ce que tu me ferais au lit',
    'quiero verte desnuda esta noche',
    'what r u wearing rn 😏',
    'bin geil, schick was',
  ])('finds sexual content in "%s"', (text) => {
    expect(sexual(text)).toBe(true);
  });

  it.each([
    'what should i wear to the school dance',
    'describe the water cycle for my science test',
    'beschreib mal deinen tag in der schule',
    'how do i tell my mom i got my first period',
    'we read a love story in english class',
  ])('stays quiet on "%s"', (text) => {
    expect(sexual(text)).toBe(false);
  });
});
