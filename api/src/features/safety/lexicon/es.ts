import { any, type LexiconEntry } from './types';

/** Spanish phrases, on normalized text (no accents: "aqui", "mama"; "q" is "que"). */
export const ES: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`(?:(?:me )?quiero morir(?:me)?|quisiera (?:morir|estar muert[oa])|ganas de morir(?:me)?)(?! de (?:la )?(?:risa|aburrimiento|verguenza|hambre|calor|sueno|ganas))(?! cada )`,
      String.raw`(?:quiero|voy a|ganas de|pienso en|pensando en|pense en|intente|deberia) (?:matarme|suicidarme|quitarme la vida|cortarme|hacerme dano|lastimarme)|(?:me corto|me estoy cortando) (?:los|las|el|la|otra vez|cuando|todos)|pienso en el suicidio`,
      String.raw`no quiero (?:vivir|seguir viviendo|despertar|existir|estar aqui)`,
      String.raw`(?:ya )?no (?:voy a|vaya a) estar (?:aqui|mas)|no estare (?:aqui|mas)`,
      String.raw`(?:desaparecer|dormir) para siempre|no despertar (?:nunca|mas)`,
      String.raw`(?:cuantas|cuantos) (?:pastillas|pildoras)[^.!?]{0,50}(?:morir|no despertar|matarme)`,
      String.raw`(?:estarian|estaria|estan) mejor sin mi|nadie me (?:extranaria|va a extranar)`,
      String.raw`(?:vomitar|dejar de comer|no comer) a proposito|me (?:hago|provoco) vomitar`,
    ),
  },
  {
    category: 'violence',
    severity: 'critical',
    pattern: any(
      String.raw`(?:llevar|traer|llevo|traigo|voy a llevar) (?:la |el |una |un )?(?:pistola|arma|cuchillo|navaja|escopeta)(?: de mi \w+)? (?:a la|al) (?:escuela|colegio|instituto|prepa|secundaria)`,
      String.raw`(?:balacera|tiroteo) en (?:la escuela|el colegio)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`(?:voy a|quiero|vamos a|lo voy a|la voy a) (?:matar(?:lo|la|los|las|te)?|apunalar(?:lo|la|te)?|disparar(?:le|les)|golpear(?:lo|la|te)|romperle la cara)`,
      String.raw`me las (?:va|van) a pagar|(?:los|las|lo|la) voy a hacer pagar`,
      String.raw`como (?:matar|envenenar|apunalar) a (?:alguien|mi \w+|una persona)`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    pattern: any(
      String.raw`(?:nuestro|es un) secreto|no le (?:digas|cuentes) (?:nada )?a (?:tus papas|tus padres|tu mama|tu papa|nadie)`,
      String.raw`(?:vernos|verte|encontrarnos) (?:a )?solas|eres muy madura? para tu edad`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      String.raw`(?:mi )?(?:papa|mama|padrastro|madrastra|tio|tia|abuelo|hermano|primo|novio) me (?:pega|golpea|lastima|toca|quema|patea|ahorca|encierra)`,
      String.raw`me (?:pega|golpea) con (?:el|la|un|una) (?:cinturon|chancla|cable|palo)`,
      String.raw`(?:miedo de|me da miedo) (?:ir|volver) a (?:mi )?casa|no me dejan? comer`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`nudes?|(?:el|tu|su|mi|un|unos|los|tus|sus|vendo|venden|compro|pasame|pasa|manda\w*|envia\w*|tienes|tenes) packs?|fotos? (?:desnud[oa]s?|sin ropa|intimas)|(?:mandame|pasame|envia(?:me)?) (?:una )?fotos? (?:tuya|sin|desnud)`,
      String.raw`(?:tener|tuvimos|tenemos) sexo|porno|caliente(?:s)? (?:contigo|por ti)`,
    ),
  },
  {
    category: 'bullying',
    severity: 'high',
    pattern: any(String.raw`matate|suicidate|deberias morirte`),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`eres (?:un |una |tan |muy )?(?:idiota|estupid[oa]|fe[oa]|gord[oa]|perdedor[a]?|inutil|tont[oa]|asqueros[oa]|basura)`,
      String.raw`nadie te quiere|todos te odian`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`me (?:hacen|hace) bullying|me (?:llaman|dicen) (?:gord[oa]|fe[oa]|idiota|nombres)|se burlan de mi|me empujaron|me pegan en la escuela`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`(?:fumar|fume|fumo|fumamos|comprar|compre|vender|vendo) (?:un |una |la |el )?(?:mota|porro|marihuana|hierba|vape|vaper|pod|coca|perico|cristal)`,
      String.raw`(?:vapear|vapeo|vapeando|emborracharme|emborracharnos|ponerme pedo|drogarme|drogarnos)`,
      String.raw`(?:esconder|escondo|esconderle) (?:el |mi |la )?(?:vape|vaper|pod|alcohol|botella|mota)`,
    ),
  },
  {
    category: 'personal_info',
    severity: 'medium',
    pattern: any(
      String.raw`(?:estoy|me quedo) sol[oa] en casa (?:hasta|hoy|esta noche)`,
      String.raw`(?:mi mama|mi papa|mis papas|mis padres) (?:llega|llegan|vuelve|vuelven) (?:a casa )?(?:a las|hasta las) \d`,
    ),
  },
];
