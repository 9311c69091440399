import { normalize } from '../normalize';
import { PEERS_AND_BODIES } from './peers-and-bodies';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [
    ...new Set(PEERS_AND_BODIES.filter((e) => e.pattern.test(normalized)).map((e) => e.category)),
  ];
};

describe('fifth-pass peer, body and weight families in five languages', () => {
  it.each([
    ['bullying', 'en el recreo me llaman ballena'],
    ['bullying', 'no colegio me chamam de baleia'],
    ['bullying', 'ils m appellent la baleine depuis la sixieme'],
    ['bullying', 'alle nennen mich fettsack'],
    ['bullying', 'she spread a rumor about me that i stuff my bra'],
    ['bullying', 'nadie me habla desde que inventaron ese rumor'],
    ['bullying', 'youre not invited, youre too weird'],
    ['bullying', 'du bist nicht eingeladen, du bist so komisch'],
    ['sexual', 'muestrame tus pechos por la camara'],
    ['sexual', 'montre moi tes fesses'],
    ['sexual', 'sabes lo que te haria en la cama?'],
    ['sexual', 'weisst du was ich mit dir im bett machen wurde'],
    ['sexual', 'on fait un facetime et tu me montres tout?'],
    ['self_harm', '2 more kilos and then i can eat'],
    ['self_harm', 'faltam 3 quilos e eu posso comer de novo'],
    ['self_harm', 'my hip bones are finally showing'],
    ['violence', 'voy a acabar con la vida de ese idiota'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'my grandma calls me a little piggy when i eat all the cookies lol',
    'my cousin spread the rumour that school is cancelled lol',
    'you are not invited to the surprise, it is for mom',
    'can you show me your drawing for science',
    'i lost 3 kilos from the flu and the doctor said i can eat normally again',
    'vou acabar com a minha lição hoje',
    'what i would do in bed all day: read manga',
  ])('passes "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
