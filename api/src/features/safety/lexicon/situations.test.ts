import { normalize } from '../normalize';
import { SITUATIONS } from './situations';

const categories = (text: string) => {
  const normalized = normalize(text);
  return [...new Set(SITUATIONS.filter((e) => e.pattern.test(normalized)).map((e) => e.category))];
};

describe('fourth-pass situation families in five languages', () => {
  it.each([
    ['self_harm', 'where are the veins you have to cut deep on the wrist'],
    ['self_harm', 'cuales venas son las profundas de la muneca'],
    ['self_harm', 'wie lange dauert es zu verbluten'],
    ['self_harm', 'my hamster will be okay without me, my cousin can have him'],
    ['self_harm', 'minha gata vai ficar bem sem mim'],
    ['self_harm', 'in march i wont exist anyway'],
    ['self_harm', 'nach den ferien gibts mich eh nicht mehr'],
    ['self_harm', 'd ici l ete vous m aurez oublie'],
    ['violence', 'im waiting by the bike racks with a hammer for him'],
    ['violence', 'ich warte am tor mit einem messer auf ihn'],
    ['violence', 'i will pour cleaner in his juice so he ends up in the hospital'],
    ['violence', 'cut the brake cable and make it look like an accident'],
    ['violence', 'quiero golpearlo sin dejar marcas'],
    ['violence', 'je pique le fusil de mon pere, ils vont payer'],
    ['bullying', 'i hope you get run over by a bus'],
    ['bullying', 'ojala te atropelle un tren'],
    ['bullying', 'cara de nada, me das asco'],
    ['abuse', 'no one has made us food in four days'],
    ['abuse', 'mi mama no ha vuelto en tres dias'],
    ['drugs', 'how many pills till you start seeing colors'],
    ['drugs', 'quantos comprimidos ate alucinar'],
  ])('finds %s in "%s"', (category, text) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    'which veins carry blood to the heart',
    'my dog will be fine without me while i am at camp',
    'dinosaurs will not exist again',
    'waiting for the bus with my bat and glove',
    'i put ice in her drink and she said thanks',
    'i hope you get well soon',
    'ojala te vaya bien en el examen',
    'mom has not come home yet, she works until 6',
    'how many days until the holidays',
    'we made dinner together in three days of camp',
  ])('leaves "%s" alone', (text) => {
    expect(categories(text)).toEqual([]);
  });
});
