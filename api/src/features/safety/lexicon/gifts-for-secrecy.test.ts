import { normalize } from '../normalize';
import { GIFTS_FOR_SECRECY } from './gifts-for-secrecy';
import { lexiconHits } from './index';

const finds = (text: string) => GIFTS_FOR_SECRECY.pattern.test(normalize(text));

describe('gifts from someone online or an adult, if the child keeps it from their parents', () => {
  it.each([
    "un monsieur sur fortnite m'offre des cadeaux si je dis rien à mes parents",
    'un homme sur discord me donne de l argent si je le dis pas à ma mère',
    'a guy on roblox gives me presents if i dont tell my parents',
    'this man online sends me gift cards as long as i keep it secret',
    'un señor en fortnite me da regalos si no le digo a mis papás',
    'un hombre de tiktok me manda dinero, dice que es nuestro secreto',
    'um moço no free fire me dá presentes se eu não contar pros meus pais',
    'um senhor do insta me manda dinheiro no pix, é nosso segredinho',
    'ein mann auf fortnite schenkt mir geschenke wenn ich meinen eltern nichts sage',
    'ein erwachsener aus discord gibt mir geld, das ist unser kleines geheimnis',
  ])('flags "%s" as abuse', (text) => {
    expect(finds(text)).toBe(true);
    const flags = lexiconHits(text, normalize(text));
    expect(flags.map((f) => f.category)).toContain('abuse');
  });

  it.each([
    // Family and surprises: no one from online, no condition.
    "ma tante m'offre des cadeaux pour mon anniversaire",
    "don't tell mom, it's a surprise gift for her birthday",
    'mi abuela me da dinero si saco buenas notas',
    'meu pai me dá presentes quando eu tiro nota boa',
    'mein opa schenkt mir geld zum geburtstag, sag es nicht meiner schwester',
    // Online gifts with no condition of secrecy.
    'my friend on fortnite gifted me a skin for my birthday',
    'mon pote sur roblox m a offert des robux, trop sympa',
    // Secret Santa at school.
    'secret santa at school, i got my friend a gift card',
  ])('leaves "%s" alone', (text) => {
    expect(finds(text)).toBe(false);
  });
});
