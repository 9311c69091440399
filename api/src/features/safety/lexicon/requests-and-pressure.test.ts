import { normalize } from '../normalize';
import { REQUESTS_AND_PRESSURE } from './requests-and-pressure';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [
    ...new Set(
      REQUESTS_AND_PRESSURE.filter((e) => e.pattern.test(normalized)).map((e) => e.category),
    ),
  ];
};

describe('sixth-pass request, pressure and indirect families in five languages', () => {
  it.each([
    // Nudes asked for in slang, and as a proof of love.
    ['sexual', 'nds 4 nds? u first'],
    ['sexual', 'bora trocar nudes hoje'],
    ['sexual', 'schick mal ein foto ohne klamotten'],
    ['sexual', 'just one spicy pic pls'],
    ['sexual', 'if u really loved me ud send it'],
    ['sexual', 'si tu m aimais vraiment tu me l aurais envoyee'],
    // Sextortion.
    ['sexual', 'three more pics or it goes to ur whole school'],
    ['sexual', 'manda mais 2 fotos senão vai pro grupo'],
    ['sexual', 'encore une photo sinon je la poste'],
    ['sexual', 'ich hab noch alle deine bilder, blockier mich und deine mutter bekommt sie'],
    // A body rated, porn passed around, roleplay and explicit writing.
    ['sexual', 'la de rojo tiene un culo de 10, le doy un 9'],
    ['sexual', 'ranking the girls by their boobs lol'],
    ['sexual', 'je t ai envoye le lien porno en dm'],
    ['sexual', 'rp nsfw? u start'],
    ['sexual', 'escreve um conto bem safado comigo e ele'],
    ['sexual', 'schreib mir eine versaute geschichte'],
    ['sexual', '🍆🍑 later?'],
    ['sexual', 'qué llevas puesto? quítatelo y dime'],
    ['sexual', 'gravei um audio gemendo, ouve sozinha'],
    ['sexual', 'quiero vender contenido privado por internet'],
    ['sexual', 'anyone got the vid of them that leaked? send it'],
    ['sexual', 'il m a envoye une photo de sa bite et veut une de moi en retour'],
    ['sexual', 'bring condoms saturday so we can finally do it'],
    ['sexual', 'my friends dad asks if i wear a bra yet'],
    ['sexual', 'er sagt ich hab ja ganz schon was oben rum'],
    ['sexual', 'he touches me under the blanket'],
    // Indirect self-harm.
    ['self_harm', 'tomo laxantes despues de cada comida'],
    ['self_harm', 'mein ziel ist unter 45 kg'],
    ['self_harm', 'jour 3 sans manger'],
    ['self_harm', 'what happens if i swallow 30 of my moms pills at once'],
    ['self_harm', 'deixei um bilhete, diz pro meu cachorro que eu amava ele'],
    ['self_harm', 'si desaparezco manana no estes triste'],
    ['self_harm', 'sauter ca me parait tentant, j ai regarde la hauteur du pont'],
    // Threats with a day, knocking out, burning.
    ['violence', 'dont come to school tuesday, im not telling you why'],
    ['violence', 'bleib am freitag zu hause, ich sag dir nicht warum'],
    ['violence', 'como dar um soco pra ele desmaiar? quero fazer no joao'],
    ['violence', 'peguei a soqueira, amanha ele apanha'],
    ['violence', 'voy a quemar el coche del profe, se donde vive'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    // Puberty, sex education, biology, consent, art.
    'at what age do girls start wearing a bra?',
    'como o espermatozoide chega no ovulo? prova de bio',
    'on a parle du consentement en cours aujourd hui',
    'warum sind die statuen im museum nackt',
    'in health class we practised putting a condom on a banana',
    // Photos of harmless things, ratings of harmless things.
    'send me a pic of ur outfit for the dance',
    'mi dibujo saco un 9 de 10',
    'rate my new sneakers out of 10',
    // Safety advice, games, food, jokes.
    'the teacher said if someone sends you porn tell an adult',
    'the leaked trailer of the game is out, send the link',
    'lets do a fantasy rp, ur the dragon',
    'write a scary story for class',
    'esta salsa esta muy picante',
    'if you loved me you would share your fries',
    'mi abuela toma laxantes porque esta estrenida',
    'my goal is to run a mile under 8 minutes',
    'wie viele wurmtabletten bekommt mein hund mit 10 kilo?',
    'left a note on the fridge for mom',
    'if i disappear this weekend its because the new game is out',
    'how tall is the eiffel tower for my project',
    'dont come to school friday, its a holiday',
    'how do i knock out the boss in the game',
    'no judo aprendi um mata leao mas nunca aperto de verdade',
    'i got brass knuckles as a prop for the play, plastic',
    'we burned marshmallows at the campfire',
  ])('passes "%s"', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
