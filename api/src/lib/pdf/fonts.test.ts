import { fontRuns } from './fonts';

describe('fontRuns', () => {
  it('keeps Latin, Vietnamese, Greek and Cyrillic in Noto Sans and moves CJK to its faces', () => {
    expect(fontRuns('Łukasz Nguyễn 王 Δημήτρης Иван 민준')).toEqual([
      { face: 0, text: 'Łukasz Nguyễn ' },
      { face: 1, text: '王 ' },
      { face: 0, text: 'Δημήτρης Иван ' },
      { face: 2, text: '민준' },
    ]);
  });

  it('composes decomposed marks (NFC) and keeps a mark with its letter', () => {
    expect(fontRuns('Nguye\u0302\u0303n')).toEqual([{ face: 0, text: 'Nguyễn' }]);
    expect(fontRuns('王\u0301')).toEqual([{ face: 1, text: '王\u0301' }]);
  });

  it('uses the bold faces for bold text and Noto Sans for a character no face has', () => {
    expect(fontRuns('ひらがな', 'bold')).toEqual([{ face: 1, text: 'ひらがな' }]);
    expect(fontRuns('\u{10FFFD}')).toEqual([{ face: 0, text: '\u{10FFFD}' }]);
  });
});
