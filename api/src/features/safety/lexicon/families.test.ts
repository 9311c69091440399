import { normalize } from '../normalize';
import { FAMILIES } from './families';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(FAMILIES.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('phrase families in five languages', () => {
  it.each([
    ['self_harm', 'keep my notes, they wont matter after tomorrow'],
    ['self_harm', 'ya no va a importar después del lunes'],
    ['self_harm', 'ok this is my goodbye, take care of my cat'],
    ['self_harm', 'esta es mi despedida chicos'],
    ['self_harm', 'isso é minha despedida'],
    ['self_harm', "c'est mes adieux les gars"],
    ['self_harm', 'das ist mein abschied, macht es gut'],
    ['self_harm', 'my parents would honestly be happier without me'],
    ['self_harm', 'everybody is better off w/o me'],
    ['self_harm', 'todo mundo ficaria melhor sem mim'],
    ['self_harm', 'tout le monde serait mieux sans moi'],
    ['self_harm', 'alle wären besser dran ohne mich'],
    ['self_harm', "i don't deserve to eat today"],
    ['self_harm', 'je mérite pas de manger'],
    ['self_harm', 'ich verdiene kein essen'],
    ['self_harm', 'grandpas heart pills are my plan b'],
    ['self_harm', 'whats the tallest roof in town u can get up on'],
    ['self_harm', 'wie lange dauert es zu verbluten'],
    ['violence', 'just wait till i show up with my dads pistol'],
    ['violence', 'no vengas al colegio mañana, te aviso'],
    ['violence', 'não venham na escola segunda, to avisando'],
    ['violence', 'venez pas au lycée lundi je vous préviens'],
    ['violence', 'kommt montag nicht in die schule, vertrau mir'],
    ['sexual', 'whats ur bra size'],
    ['sexual', 'turn on the webcam and lock your door'],
    ['sexual', 'manda umas fotos de calcinha'],
    ['sexual', 'schick mir bilder in unterwäsche'],
    ['bullying', 'unless you pay me ill post the video of you crying'],
    ['bullying', 'si no me das tu bocadillo subo el video de ti'],
    ['bullying', 'wenn du das nicht machst poste ich das video'],
    ['abuse', 'ele disse que sou madura pra minha idade e pra nao contar pra ninguem'],
    ['abuse', "il dit que je suis très mature pour mon âge, c'est notre secret"],
    ['abuse', 'er sagt ich bin reif für mein alter und will mich allein treffen'],
    ['abuse', 'é segredo nosso, ele falou'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'this is my goodbye speech for graduation',
    'this is my goodbye to summer, school starts monday',
    'the world is better with music',
    'i deserve a break after that test',
    'the highest bridge in the world is in china',
    'how long does it take for blood to clot',
    'no voy al cole el viernes porque tengo médico',
    'je viens pas au collège demain, dentiste',
    'morgen komme ich nicht in die schule, bin krank',
    'i have band practice, wait till i show up with my trumpet',
    'what size bra should i get for gym, my mom asked',
    'lock the door when you leave, mom said',
    'if you dont send nudes ill show everyone the pic',
    'unless it rains ill post the photos of the game',
    'tu es très mature pour ton âge dit ma prof',
    'la profe dijo que mi redacción es muy madura para mi edad',
  ])('leaves "%s" alone', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
