import { isFamiliarJoke } from './joke';
import { normalize } from './normalize';

describe('a familiar joke', () => {
  it.each([
    'my sister ate my fries im gonna kill her 😂',
    'mon frère a pris ma place je vais le tuer mdr',
    'meu irmão pegou meu fone vou matar ele kkkkk',
    'meine schwester hat mein handy, ich bring sie um hahaha',
  ])('is laughter about a sibling or a friend: "%s"', (text) => {
    expect(isFamiliarJoke(normalize(text))).toBe(true);
  });

  it.each([
    'my brother is annoying im gonna stab him lol',
    'gonna kill my brother tomorrow lol',
    'im gonna kill him lol',
    'im gonna kill my brother, not joking',
    'my friend ate my fries, im bringing a knife lmao',
  ])('is not a joke when something makes the threat real: "%s"', (text) => {
    expect(isFamiliarJoke(normalize(text))).toBe(false);
  });
});
