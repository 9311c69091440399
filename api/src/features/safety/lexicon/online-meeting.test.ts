import { normalize } from '../normalize';
import { lexiconHits } from './index';
import { ONLINE_MEETING } from './online-meeting';

const meets = (text: string) => ONLINE_MEETING.pattern.test(normalize(text));

describe('a meeting place and time with someone known only online', () => {
  it.each([
    'my friend from roblox wants to meet at the mall at 4 saturday, shes 12 too',
    'meeting the guy i met on discord at the park after school tomorrow',
    'were meeting at the burger place on main st saturday at 4:30, u said ur 13 too right?',
    'vamos a vernos en el parque a las 5 con el chico de free fire',
    'quedamos mañana en la plaza con una chica que conocí en tiktok',
    'vou encontrar a menina do insta na praça às 15h',
    'amanhã vou me ver com o cara do free fire no shopping depois da aula',
    'on se retrouve devant le collège à 16h avec mon pote de discord',
    'samedi je vais rejoindre une fille rencontrée sur snap à la gare à 14h',
    'treffen uns um 3 am bahnhof, hab ihn auf tiktok kennengelernt',
    'samstag treffe ich meinen kumpel von discord im einkaufszentrum',
  ])('finds "%s"', (text) => {
    expect(meets(text)).toBe(true);
    expect(lexiconHits(text, normalize(text)).map((f) => f.category)).toContain('personal_info');
  });

  it.each([
    // Known school friends and family.
    'meet at the library at 4 with my classmates for the project',
    'my cousin picks me up at 5 at school',
    'quedamos en la biblioteca a las 5 con mis compañeros para el trabajo',
    'vou encontrar minhas amigas da escola na praça às 15h',
    'on se retrouve au parc à 14h avec les copains du foot',
    'wir treffen uns um 3 am bahnhof mit der ganzen klasse',
    // Someone from online, but no place and time, or a meeting inside the game.
    'my friend from roblox is so funny',
    'lets meet in roblox at the bloxburg mall at 4, my friend from discord is coming',
    'on se retrouve sur discord à 16h avec mon pote de fortnite',
    // A parent comes along.
    'my mom is taking me to meet my friend from roblox at the park saturday at 3',
  ])('leaves "%s" alone', (text) => {
    expect(meets(text)).toBe(false);
  });
});
