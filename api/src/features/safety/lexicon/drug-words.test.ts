import { normalize } from '../normalize';
import { DRUG_COOCCURRENCE } from './cooccurrence';
import { INTOXICATED } from './intoxicated';

const drugs = (text: string) =>
  [DRUG_COOCCURRENCE, INTOXICATED].some((e) => e.pattern.test(normalize(text)));

describe('drug slang and being high or drunk now', () => {
  it.each([
    'lol im so high rn',
    'estoy re fumada en historia jaja',
    'to muito chapado kkk',
    'chui trop défoncé',
    'bin voll breit in bio',
    'anyone got xans for saturday',
    'alguien tiene tussi? quiero conseguir para el finde',
    'on va tester les champis ce soir',
    'my cousin gave me ket at the party',
  ])('finds drugs in "%s"', (text) => {
    expect(drugs(text)).toBe(true);
  });

  it.each([
    'i jumped so high at the trampoline park',
    'my mom has a cough, can she take cough syrup with tea?',
    'estoy muy cansada hoy',
    'je suis trop contente',
    'bin so müde',
    'the wax museum was so cool',
  ])('stays quiet on "%s"', (text) => {
    expect(drugs(text)).toBe(false);
  });
});
