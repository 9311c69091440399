import { normalize } from '../normalize';
import { HIDDEN_BLADE } from './hidden-blade';

const hidden = (text: string) => HIDDEN_BLADE.pattern.test(normalize(text));

describe('a razor or a blade kept in a pencil case', () => {
  it.each([
    'razor in my pencil case',
    'i keep a blade in my pencil case now',
    'i keep my sharpener blade in my pencil case',
    'cuchilla en el estuche',
    'tengo una cuchilla de afeitar escondida en la cartuchera',
    'lâmina no estojo',
    'a gilete do meu pai tá no meu estojo',
    'lâme de rasoir dans ma trousse',
    "j'ai une lame dans ma trousse depuis lundi",
    'ich hab eine rasierklinge im federmäppchen',
    'der rasierer aus dem bad liegt jetzt in meinem federmäppchen',
    'hab ne klinge im mäppchen',
  ])('finds "%s"', (text) => {
    expect(hidden(text)).toBe(true);
  });

  it.each([
    'my pencil case is so lame',
    'the blade of my sharpener fell out in my pencil case',
    'la cuchilla del sacapuntas se cayó en el estuche',
    'a lâmina do apontador caiu no estojo',
    'la lame du taille crayon est tombée dans ma trousse',
    'mein anspitzer hat keine klinge mehr, die liegt irgendwo im mäppchen',
    "j'ai mis le rasoir de papa dans ma trousse de toilette pour les vacances",
    'meu pai guardou a gilete no estojo de barbear',
    'my razor scooter has a flat tire',
    'i need a new pencil case for school',
  ])('leaves "%s" alone', (text) => {
    expect(hidden(text)).toBe(false);
  });
});
