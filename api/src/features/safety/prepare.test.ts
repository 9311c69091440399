import { prepare } from './prepare';

describe('what the classifier reads', () => {
  it.each([
    ['estoy muerto de sueño después del partido', 'estoy idiom despues del partido'],
    ['to morta de cansaço', 'to idiom'],
    ['mon tel est en train de mourir', 'mon idiom'],
    ['mein Handy stirbt gleich', 'mein idiom gleich'],
    ['ich bin todmüde', 'ich bin idiom'],
    ['mi abuela murió el año pasado', 'mi idiom el ano pasado'],
  ])('marks the everyday idiom in "%s" as one word', (text, read) => {
    expect(prepare(text).classifierText).toBe(read);
  });

  it('keeps a wish to die in any language', () => {
    expect(prepare('je veux mourir').classifierText).toBe('je veux mourir');
    expect(prepare('quiero morirme de verdad').classifierText).toBe('quiero morirme de verdad');
  });
});
