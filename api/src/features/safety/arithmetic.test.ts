import { arithmeticSpans, withoutArithmetic } from './arithmetic';

const sums = (text: string) => arithmeticSpans(text).map(([s, e]) => text.slice(s, e));

describe('arithmetic in a message', () => {
  it.each([
    ['what is 0412 x 2', ['0412 x 2']],
    ['0412 × 2 = 824', ['0412 × 2 = 824']],
    ['solve 3456 + 7890 - 1234', ['3456 + 7890 - 1234']],
    ['what is 555 - 142 = ?', ['555 - 142']],
    ['long division: 7560 ÷ 12 = 630', ['7560 ÷ 12 = 630']],
    ['long division 7560/12, how?', ['7560/12']],
    ['what is 0412 times 2 plus 1', ['0412 times 2 plus 1']],
    ['divide 7560 by 12', ['7560 by 12']],
    ['cuánto es 555 menos 142 por 2', ['555 menos 142 por 2']],
    ['quanto é 0412 vezes 2 mais 10', ['0412 vezes 2 mais 10']],
    ['combien font 0412 fois 2 moins 3', ['0412 fois 2 moins 3']],
    ['was ist 0412 mal 2 geteilt durch 4', ['0412 mal 2 geteilt durch 4']],
    // In a maths message, the number given as the answer.
    ['worksheet 4: the answer is 555 0142?', ['555 0142']],
    [
      'maths sheet: 1234 divided by 2 is 617, and 555 0142 is the answer?',
      ['1234 divided by 2', '555 0142'],
    ],
    ['ejercicio 3: el resultado es 612 345 678?', ['612 345 678']],
    ['exercício de matemática, a resposta é 9 1234 5678?', ['9 1234 5678']],
    ['exo de maths : dans le nombre 0612345678 combien de chiffres pairs', ['0612345678']],
    ['matheaufgabe: das ergebnis ist 0176 1234?', ['0176 1234']],
  ])('finds the sum in "%s"', (text, expected) => {
    expect(sums(text)).toEqual(expected);
  });

  it.each([
    'call me 555-0142',
    'call me 555 0142',
    'text me at (555) 014-2233',
    '+44 7700 900123',
    'my numbers are 555 0142 +44 7700 900123',
    'mon num 06 12 34 56 78',
    'the war lasted from 1939-1945',
    'meet me at 4:30',
    'i took 2 x 500mg',
    // "The answer is" outside a maths message is not a sum.
    'the answer is 555 0142, call me',
    'my number = 555 0142',
    // A spaced hyphen outside a maths message is a phone number's separator.
    'its 555 - 0187 text me',
    'my number is 555 - 014 - 6677',
  ])('finds no sum in "%s"', (text) => {
    expect(arithmeticSpans(text)).toEqual([]);
  });

  it('blanks the sums out of a message, or says there are none', () => {
    expect(withoutArithmetic('is this right: 0412 x 2 = 824? the zero confuses me')).toBe(
      'is this right:  ? the zero confuses me',
    );
    expect(withoutArithmetic('call me 555-0142')).toBeNull();
  });
});
