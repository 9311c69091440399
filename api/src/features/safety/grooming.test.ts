import { groomingWithoutSexualContent } from './grooming';
import { normalize } from './normalize';

const groomingOnly = (text: string) => groomingWithoutSexualContent(normalize(text));

describe('grooming told without sexual content', () => {
  it.each([
    "he said he'd buy me robux if i keep our chats secret",
    "a man online offered me a gift card if I don't tell my parents",
    'un señor del juego me regala pavos si no le cuento a mis papás',
    'um cara do free fire me manda dinheiro no pix e diz que é nosso segredo',
    "un monsieur sur fortnite m'offre des cadeaux si je dis rien à mes parents",
    'ein mann aus dem spiel schickt mir geld und sagt ich soll es keinem sagen',
  ])('reads "%s" as grooming with nothing sexual said', (text) => {
    expect(groomingOnly(text)).toBe(true);
  });

  it.each([
    // Sexual content named: pictures, a body, clothes, explicit words.
    "he'll give me robux for a pic of me in my bikini",
    'he sends me gift cards and wants photos in my underwear, its our secret',
    'me da dinero si le mando fotos sin ropa y no le digo a nadie',
    'a man online wants a video of me changing and says to keep it secret',
    'ele me dá dinheiro pra ver meu corpo na câmera, é segredo',
    "il m'offre des cadeaux si je lui envoie une photo nue, c'est notre secret",
    'er schenkt mir geld wenn ich ihm nacktbilder schicke, unser geheimnis',
    // No gifts, secrecy or meeting at all.
    'my grandma bought a new couch',
  ])('does not read "%s" as grooming alone', (text) => {
    expect(groomingOnly(text)).toBe(false);
  });
});
