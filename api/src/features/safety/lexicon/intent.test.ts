import { normalize } from '../normalize';
import { INTENT } from './intent';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(INTENT.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('intent phrases for violence and self-harm', () => {
  it.each([
    ['violence', 'how do you poison someone slowly'],
    ['violence', 'how to make a pipe bomb with stuff from the garage'],
    ['violence', "i'm on my way to make a hit list for monday"],
    ['violence', "i'm gonna stab the sub if she yells again"],
    ['violence', 'como se fabrica una molotov'],
    ['violence', 'le voy a meter una puñalada al idiota ese'],
    ['violence', 'vou dar uma facada nele amanhã'],
    ['violence', "comment empoisonner quelqu'un sans goût"],
    ['violence', 'wie vergiftet man jemanden unauffällig'],
    ['violence', 'ich stech ihn morgen ab'],
    ['self_harm', 'the rope is in my closet now'],
    ['self_harm', "i've been saving up my pills for a while"],
    ['self_harm', 'ojalá no despierte nunca'],
    ['self_harm', 'hoje é meu último dia, obrigada por tudo'],
    ['self_harm', "aujourd'hui c'est mon dernier jour"],
    ['self_harm', 'hab mich gestern wieder geritzt'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'we beat them up and down the field tomorrow lol',
    'how do i make a bath bomb for my mom',
    'we learned how the atomic bomb was built in history',
    'my grandma is counting her pills for the week',
    'what are painless ways to remove a splinter',
    'hoy es mi último día de clases!!',
    'hoje é meu último dia de férias 😭',
    "aujourd'hui c'est mon dernier jour de stage",
    'je le plante dans le jardin demain',
    'me corto el pelo mañana',
    'me quemo con el sol siempre en la playa',
    'das war meine letzte nachricht vor den ferien',
    'wir machen die anderen beim spiel fertig',
    // A razor in a shaving kit, not a pencil case.
    'meu pai guardou a gilete no estojo de barbear',
  ])('stays quiet on the look-alike "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
