import { normalize } from '../normalize';
import { lexiconHits } from './index';

const categories = (text: string) => [
  ...new Set(lexiconHits(text, normalize(text)).map((f) => f.category)),
];

describe('the multilingual lexicon', () => {
  it.each([
    ['self_harm', "don't worry about my project, I won't be here by then"],
    ['self_harm', "how many of my mom's sleeping pills so i don't wake up"],
    ['self_harm', 'me quiero morir'],
    ['self_harm', "j'ai envie de mourir"],
    ['self_harm', 'quero morrer'],
    ['self_harm', 'ich will nicht mehr leben'],
    ['self_harm', 'i just want to go to sleep forever'],
    ['violence', "gonna take my dad's gun to school to make them pay"],
    ['violence', 'voy a llevar la pistola de mi papa a la escuela'],
    ['violence', 'je vais ramener le couteau au college'],
    ['abuse', "let's keep this our little secret, you're so mature for your age"],
    ['abuse', 'mi padrastro me pega'],
    ['sexual', 'send me nudes'],
    ['sexual', 'manda uma foto sem roupa'],
    ['bullying', 'nobody likes you fat loser'],
    ['bullying', 'du bist so hässlich'],
    ['drugs', 'how do i hide my vape from my parents'],
    ['drugs', 'on a fumé un joint hier'],
    ['personal_info', "i'm home alone until 7"],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'this test is killing me',
    'I killed the boss lol',
    'we read about the war and the bombs in history',
    'my character died in minecraft',
    'the knife is for cutting onions',
    'is vaping bad for your lungs? for health class',
    'me muero de risa',
    'je meurs de faim',
    'I am dying of laughter',
  ])('stays quiet on the look-alike "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
