import { screenText } from './index';
import { normalize } from './normalize';
import { asksForPhotoOfAThing, speaksOfArt } from './photo-of-a-thing';

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

describe('outfits to match and art (sixth pass)', () => {
  it.each([
    'send me a pic of ur outfit for the winter formal so we match',
    'me manda foto da roupa que vc vai usar no aniversario',
    'montre moi ta tenue pour la fete',
    'schick mir ein foto von deinem kostum',
    'pasame foto de la pag 12 porfa',
  ])('is a photo of a thing: "%s"', (text) => {
    expect(asksForPhotoOfAThing(normalize(text))).toBe(true);
  });

  it.each([
    'send me a pic of ur outfit and then one of u without it',
    'manda foto da roupa e depois uma sua',
  ])('still sees the child asked for: "%s"', (text) => {
    expect(asksForPhotoOfAThing(normalize(text))).toBe(false);
  });

  it.each([
    'warum sind die statuen im museum alle nackt? wir waren mit der klasse da',
    'why are there naked people in so many renaissance paintings',
    'por que las esculturas griegas estan desnudas',
  ])('is art, not flagged sexual: "%s"', (text) => {
    expect(speaksOfArt(normalize(text))).toBe(true);
    expect(categories(text)).not.toContain('sexual');
  });

  it.each(['schick mir ein foto wo du nackt bist', 'send me a pic of u naked'])(
    'a request to the child still flags: "%s"',
    (text) => {
      expect(categories(text)).toContain('sexual');
    },
  );
});
