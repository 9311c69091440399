import { normalize } from './normalize';
import { mayHoldPersonalDetail } from './personal-cue';

const cue = (text: string) => mayHoldPersonalDetail(normalize(text));

describe('something that could be a personal detail', () => {
  it.each([
    'my snap is sammy_x',
    'text me 555 0142',
    'te dejo mi cel: cinco cinco cinco, cero uno cuatro',
    'i go to lincoln middle school',
    'minha senha do free fire é gatinho',
    'j habite près de la gare',
    'ich wohne in der nähe vom bahnhof',
    'vivo al lado de la iglesia',
    'write to me at sam at gmail',
  ])('finds one in "%s"', (text) => {
    expect(cue(text)).toBe(true);
  });

  it.each([
    'my pencil case is so lame',
    'this game is so boring today',
    'que aburrida la clase de mate hoy jaja',
  ])('finds none in "%s"', (text) => {
    // "clase" is not a cue word in Spanish: only "class" and "classe" are.
    expect(cue(text)).toBe(false);
  });
});
