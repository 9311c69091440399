import { prepare } from './prepare';

describe('what the classifier reads', () => {
  it.each([
    ['estoy muerto de sueño después del partido', 'estoy despues del partido'],
    ['to morta de cansaço', 'to'],
    ['mon tel est en train de mourir', 'mon'],
    ['mein Handy stirbt gleich', 'mein gleich'],
    ['ich bin todmüde', 'ich bin'],
    ['mi abuela murió el año pasado', 'mi el ano pasado'],
  ])('blanks the everyday idiom in "%s"', (text, read) => {
    expect(prepare(text).classifierText).toBe(read);
  });

  it('keeps a wish to die in any language', () => {
    expect(prepare('je veux mourir').classifierText).toBe('je veux mourir');
    expect(prepare('quiero morirme de verdad').classifierText).toBe('quiero morirme de verdad');
  });
});
