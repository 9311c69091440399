import { normalize } from '../normalize';
import { CONCEPTS } from './concepts';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(CONCEPTS.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('concept families in five languages', () => {
  it.each([
    ['self_harm', 'giving my games to my brother, i wont need them where im going'],
    ['self_harm', 'le di mi ropa a mi prima, donde voy no hace falta'],
    ['self_harm', 'ich verschenke meine klamotten, wenn ich weg bin braucht die eh keiner'],
    ['self_harm', 'i left notes for my friends in my desk for after'],
    ['abuse', 'my stepdad slammed me into the door last night'],
    ['abuse', 'mi madrastra me golpea cuando llora mi hermanito'],
    ['abuse', 'meu tio me bateu de novo'],
    ['abuse', 'mein vater schubst mich immer die treppe runter'],
    ['abuse', 'un homme sur minecraft veut me retrouver seule au parc'],
    ['abuse', 'a guy from the fortnite lobby says i shouldnt tell my mom about him'],
    ['bullying', 'lets share the pic of her crying in the bathroom'],
    ['bullying', 'vou espalhar a foto dele pelado kkkk'],
    ['bullying', 'halts maul du opfer'],
    ['bullying', 'tu es une boloss'],
    ['bullying', 'show up at lunch and youll regret it'],
    ['bullying', 'lol run home to ur mommy'],
    ['bullying', 'geh heulen zu deiner mama'],
    ['bullying', 'si vienes mañana te vas a arrepentir'],
    ['drugs', 'hat jemand gras für heute'],
    ['drugs', 'quem vende maconha perto da escola'],
    ['drugs', 'how much nyquil to get high'],
    ['drugs', 'wir haben uns gestern total betrunken'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'i gave my old bike to my cousin, he needed one',
    'i left a note for my mom for after school',
    'my dad throws me the ball every evening',
    'my mom pushes me to practice piano',
    'meu pai me pega na escola todo dia',
    'a guy in fortnite won a solo match',
    'we shared the video of our experiment with the class',
    'you will regret not trying the cake',
    'who has the math homework',
    'my baby cousin cried for her mommy all night',
    'how many cups of flour to make the cake',
  ])('leaves "%s" alone', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
