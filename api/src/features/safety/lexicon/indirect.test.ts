import { normalize } from '../normalize';
import { INDIRECT } from './indirect';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(INDIRECT.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('indirect self-harm and veiled threats', () => {
  it.each([
    ['self_harm', "when i'm gone can you feed my hamster"],
    ['self_harm', 'dont worry, i wont be your problem much longer'],
    ['self_harm', 'what if i jump off the parking garage, would i die'],
    ['self_harm', 'good night forever everyone'],
    ['self_harm', 'i already picked the songs for my funeral'],
    ['self_harm', "tell my sister it's not her fault ok"],
    ['self_harm', 'cuando ya no esté, cuida a mi gato'],
    ['self_harm', 'díganle a mi mamá que no fue su culpa'],
    ['self_harm', 'quando eu não estiver mais aqui vc fica com meus livros'],
    ['self_harm', 'vou me jogar da ponte hoje'],
    ['self_harm', 'quand je serai plus là tu garderas mon sweat'],
    ['self_harm', 'je vais me jeter sous le train'],
    ['self_harm', 'ich werd mich am wochenende umbringen'],
    ['self_harm', 'wenn ich nicht mehr da bin kriegt lena meine kette'],
    ['self_harm', 'what happens if i take 25 of my sleeping pills'],
    ['self_harm', 'cuántas pastillas hacen falta para no despertar? es para mí'],
    ['self_harm', "c'est quoi la manière la moins douloureuse de mourir"],
    ['self_harm', 'vou apagar minhas contas hoje, foi bom conhecer vcs'],
    ['self_harm', 'wie viele paracetamol damit es klappt'],
    ['violence', "don't come to school on monday, trust me"],
    ['violence', 'got my uncles gun. dont come to lunch tomorrow'],
    ['violence', 'wait till they see what i bring to the assembly'],
    ['violence', 'traigo una navaja mañana, ya verás'],
    ['violence', 'i know where grandpa keeps the key to his rifle'],
    ['violence', "i'll make them pay, every single one"],
    ['violence', 'i put laxatives in her water bottle lol, next time it is bleach in her drink'],
    ['violence', 'no vengas al insti el lunes, en serio'],
    ['violence', 'tenho uma lista negra e vc não está nela'],
    ['violence', "j'ai une liste noire, 4 noms"],
    ['violence', 'ich hab eine todesliste gemacht'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'goodbye forever 6th grade!!',
    "when i'm gone for the weekend can you water my plants",
    "we're gonna jump off the dock into the lake, so fun",
    'make them pay for the pizza, it was their idea',
    'they will pay you back tomorrow',
    "dont come to school tomorrow, it's a snow day!!",
    'the villain in my game has a hit list and you have to stop him',
    'no vengas mañana al cole, hay huelga',
    'vou me jogar na piscina!!',
    'vou me jogar da janela se reprovar kkkk brincadeira',
    'je veux mourir de rire avec cette vidéo',
    'je veux en finir avec ce devoir de maths',
    'ich will sterben haha so peinlich',
    'mama bringt mich um wenn sie mein zeugnis sieht',
    'komm morgen nicht in die schule, hitzefrei!',
    'wir haben heute eine amoklauf übung gemacht',
    'o massacre na escola de columbine foi em 1999',
    'es para mí el regalo?',
    'what happens if i take 2 advil for my headache',
    'es para mí la pizza? 🍕',
    "i'm deleting my accounts for a month for screen time",
    'wait till you see what snacks i bring',
    'traigo un cuchillo para la clase de cocina',
    'heute ist mein letzter tag im praktikum',
  ])('stays quiet on the look-alike "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
