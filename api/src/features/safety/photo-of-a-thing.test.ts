import { screenText } from './index';
import { normalize } from './normalize';
import { asksForPhotoOfAThing } from './photo-of-a-thing';

const categories = (text: string) => screenText({ text, surface: 'tutor_student' }).categories;

describe('a photo asked for of a named harmless thing', () => {
  it.each([
    'can u send me a pic of the homework',
    'pasame una foto de los apuntes',
    'manda foto do caderno',
    'envoie la photo du tableau',
    'schick mir ein foto vom arbeitsblatt',
  ])('is recognised in "%s"', (text) => {
    expect(asksForPhotoOfAThing(normalize(text))).toBe(true);
  });

  it.each(['send me a pic of you', 'mandame una foto tuya', 'schick mir ein foto von dir'])(
    'is not a photo of the child: "%s"',
    (text) => {
      expect(asksForPhotoOfAThing(normalize(text))).toBe(false);
    },
  );

  it.each([
    'mandame la foto de la tarea de ciencias porfa',
    'envoie-moi la photo des devoirs de francais stp',
    'send me the pic from the field trip, the one with the zebras',
    'quiero mandarle a mi abuela una foto del gato',
    'send me a video of ur dance for the talent show',
  ])('is not flagged sexual by the classifier alone: "%s"', (text) => {
    expect(categories(text)).not.toContain('sexual');
  });

  it.each([
    'send me a pic of the homework and then one of u in the shower',
    'send me a pic of ur body',
    'send me a pic of ur dog and then one of u in the shower',
  ])('leaves a sexual request flagged: "%s"', (text) => {
    expect(categories(text)).toContain('sexual');
  });
});
