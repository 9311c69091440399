import { normalize } from '../normalize';
import { lexiconHits } from './index';
import { SIGNALS } from './signals';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(SIGNALS.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('fifth-pass signal families in five languages', () => {
  it.each([
    ['self_harm', 'what do nanas sleeping pills do if i swallow the whole box'],
    ['self_harm', 'si me tomo toda la caja de pastillas de mi tia que pasa'],
    ['self_harm', 'dont bother saving me a seat at graduation, i wont be around by then'],
    ['self_harm', 'nao vou estar na formatura de qualquer jeito'],
    ['self_harm', 'keep my skateboard, where i am going i wont need it'],
    ['self_harm', 'fica com meu fone, pra onde eu vou nao preciso'],
    ['self_harm', 'la ou je vais j aurai besoin de rien'],
    ['self_harm', 'hab nen zettel fur papa geschrieben, das ist ein abschied'],
    ['self_harm', 'mom and dad would get over it fast, they still have my sister'],
    ['self_harm', 'ils s en remettront, ils ont encore mon frere'],
    ['sexual', 'he said if i really loved him id have sex with him'],
    ['sexual', 'se voce me amasse de verdade transaria comigo'],
    ['bullying', 'the older boys steal my lunch money every morning'],
    ['bullying', 'die typen klauen mein handy in der pause'],
    ['self_harm', 'honestly i wish i was never born'],
    ['self_harm', 'ojala nunca hubiera nacido'],
    ['self_harm', 'manchmal ware ich lieber nie geboren'],
    ['self_harm', 'dei meu fone pra minha prima e falei pra ela se lembrar de mim'],
    ['violence', 'thursday you will all see what happens, stay out of the gym'],
    ['violence', 'el lunes van a ver lo que pasa'],
    ['violence', 'ich hab ein messer im rucksack, morgen wird er sehen'],
    ['violence', 'my stepdad has a rifle and i know where the key is, they will regret it'],
    ['violence', 'donde le pego para que duela mas'],
    ['violence', 'been planning this since october, the side entrance has no cameras'],
    ['sexual', 'de que color es tu sujetador? muestramelo'],
    ['sexual', 'zieh dein oberteil aus und schick ein foto'],
    ['sexual', 'my cousin does things to me when nobody is home and says its a secret'],
    ['abuse', 'mi tio me hace cosas cuando no hay nadie y dice que nadie me va a creer'],
    ['bullying', 'ton accent est ridicule, rentre dans ton pays'],
    ['bullying', 'ils se moquent de moi tous les jours dans le bus'],
    ['bullying', 'sie verstecken jeden tag meine schuhe und lachen uber mich'],
    ['bullying', 'they kicked me behind the gym and said next time will be worse'],
    ['bullying', 'me empujaron en el pasillo y dijeron que manana sera peor'],
    ['abuse', 'dad hasnt come back since saturday and theres no food'],
    ['abuse', 'mein vater ist seit montag nicht heimgekommen, wir haben nichts zu essen'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'what happens if you take the whole bottle of vitamins? my brother ate some',
    'if i take the whole strip of allergy pills is it dangerous',
    'i wont be around next week because we are going to my grandmas',
    'i wont need a coat where i am going, its hawaii',
    'i wrote a letter to my grandma, its a thank you for the sweater',
    'on friday in chemistry you will see what happens when you mix vinegar and soda',
    'i packed a knife in my bag for scout camp tomorrow',
    'my dad has a gun safe for hunting, i know the code but im not allowed to touch it',
    'in boxing where do you punch the bag so it hurts less on your knuckles',
    'we are planning a surprise party, the back door is never locked so come in quietly',
    'what color is your bra supposed to be under a white shirt for photos',
    'take off your shirt before the x ray, the nurse said',
    'my friends laugh at me every day because my jokes are so bad',
    'my dad is flying home tomorrow from his trip',
    'in the story the princess wishes she was never born a princess',
    'remember me to give you the charger tomorrow',
    'my parents will get over it, i only broke a vase',
    'my little brother keeps taking my phone lol',
    'if you really loved me you would come to my recital',
    'the goalie pushed me in the match and said next time hed be better',
    'mom didnt come back from the store yet, since friday we have a new dog',
  ])('passes "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });

  it.each([
    ['bullying', 'your accent is disgusting, pack your bags and go'],
    ['sexual', 'what colour are your panties, send proof'],
  ])('reaches the screen through the lexicon: %s in "%s"', (category, text) => {
    const hits = lexiconHits(text, normalize(text)).map((f) => f.category);
    expect(hits).toContain(category);
  });

  it.each([
    ['sexual', 'pack your bags, we leave for the beach at 6'],
    ['self_harm', 'i wrote a goodbye letter to my teacher because she is moving away'],
    ['self_harm', 'ich hab einen abschiedsbrief an meine lehrerin geschrieben'],
    ['self_harm', 'nao vou estar aqui semana que vem porque vou viajar'],
    ['bullying', 'haha ur so dumb i love u'],
  ])('look-alike no longer flagged %s: "%s"', (category, text) => {
    const hits = lexiconHits(text, normalize(text)).map((f) => f.category);
    expect(hits).not.toContain(category);
  });
});
