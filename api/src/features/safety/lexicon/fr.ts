import { any, type LexiconEntry } from './types';

/** French phrases, on normalized text (no accents; "j'ai" is "j ai"). */
export const FR: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`(?:(?:envie|envi) de (?:mourir|crever|me tuer|disparaitre)|(?:je )?veux (?:mourir|crever|me tuer|en finir|disparaitre))(?! de (?:rire|honte|faim|chaud|ennui))(?! a chaque)`,
      String.raw`me (?:suicider|scarifier|mutiler)|(?:je veux|je vais|j vais|besoin de) me tuer|suicidaire|(?:pense|penser|pensee?s?) (?:au|a me) suicid\w*|(?:je )?me (?:scarifie|coupe|mutile)|en finir(?: avec (?:la vie|tout))?`,
      String.raw`(?:plus|pas) (?:etre|envie d etre) (?:la|en vie)|ne serai plus la|serai plus la`,
      String.raw`(?:dormir|disparaitre) pour (?:toujours|de bon)|(?:plus|jamais) me reveiller|ne plus me reveiller`,
      String.raw`combien de (?:cachets|comprimes|pilules|medocs)[^.!?]{0,50}(?:mourir|plus me reveiller|me tuer)`,
      String.raw`(?:seraient|serait) mieux sans moi|personne ne (?:me regretterait|remarquerait)`,
      String.raw`(?:je )?me fais vomir|(?:arreter|arrete) de manger (?:expres|pour)`,
    ),
  },
  {
    category: 'violence',
    severity: 'critical',
    pattern: any(
      String.raw`(?:ramener|amener|apporter|prendre) (?:le |un |une |la )?(?:flingue|pistolet|couteau|arme|fusil)(?: de mon \w+)? (?:au|a l|a la|en) ?(?:college|lycee|ecole|classe)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`(?:je vais|j vais|vais|je veux) (?:le |la |les |te )?(?:tuer|buter|poignarder|frapper|defoncer|planter)`,
      String.raw`(?:ils|elles|il|elle) (?:vont|va) (?:le )?payer`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    pattern: any(
      String.raw`notre (?:petit )?secret|(?:dis|dit) rien a tes parents|(?:ne le dis|le dis pas) a (?:personne|tes parents)`,
      String.raw`(?:se voir|nous voir|te voir) seuls?|(?:tres )?mature pour ton age`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      String.raw`(?:mon |ma )?(?:pere|mere|beau pere|belle mere|oncle|tante|frere|cousin|papa|maman) me (?:frappe|bat|touche|tape|brule|enferme)`,
      String.raw`peur de rentrer (?:a la maison|chez moi)`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`nudes?|photos? (?:de toi )?nue?s?|sans (?:vetements|habits)|envoie(?: moi)? (?:des |une )?photos? (?:de toi|nue)`,
      String.raw`(?:faire|fait) l amour|coucher avec|porno|sexe`,
    ),
  },
  {
    category: 'bullying',
    severity: 'high',
    pattern: any(String.raw`va te (?:tuer|pendre)|suicide toi|tue toi`),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`(?:t es|tu es|t est|t) (?:trop |tellement |qu une? )?(?:moche|nulle?|grosse?|con(?:ne)?|debile|bouffon(?:ne)?|laide?|inutile)`,
      String.raw`personne (?:ne )?t aime|tout le monde te deteste`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`(?:on|ils|elles) (?:se moquent|se moque) de moi|(?:on|ils) me (?:harcele|harcelent|traite|traitent)|je (?:suis|me fais) harcele`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`(?:fumer|fume|fumé|acheter|vendre|taxer) (?:un |une |du |de la |des )?(?:joint|beuh|shit|weed|puff|vape|cocaine|coke|ecsta)`,
      String.raw`(?:etre|suis|etais|etait) (?:trop )?(?:bourre|bourree|defonce|defoncee|dechire|dechiree)`,
      String.raw`(?:cacher|cache) (?:ma |mon |la |le )?(?:puff|vape|beuh|alcool|bouteille)`,
    ),
  },
  {
    category: 'personal_info',
    severity: 'medium',
    pattern: any(String.raw`seule? a la maison (?:jusqu|ce soir)`),
  },
];
