import { any, type LexiconEntry } from './types';

/** German phrases, on normalized text (no umlauts: "mochte", "schlagt"; ß is ss). */
export const DE: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`(?:will|mochte|moechte|wollte) (?:nur noch )?sterben|(?:mich|mir) (?:umbringen|das leben nehmen)(?! soll)|selbstmord|suizid\w*`,
      String.raw`(?:mich )?ritzen|ritze mich|(?:mich selbst )?verletzen mich|mich selbst verletzen`,
      String.raw`nicht mehr (?:leben|da sein|aufwachen|existieren)|bin (?:bald )?nicht mehr da`,
      String.raw`fur immer (?:schlafen|verschwinden|einschlafen)`,
      String.raw`wie ?viele (?:tabletten|pillen)[^.!?]{0,50}(?:sterben|nicht mehr aufwachen|tot)`,
      String.raw`(?:waren|ware) (?:alle )?besser (?:dran )?ohne mich|niemand wurde mich vermissen`,
      String.raw`(?:absichtlich|extra) (?:nichts essen|erbrechen|kotzen)|bring mich zum kotzen`,
    ),
  },
  {
    category: 'violence',
    severity: 'critical',
    pattern: any(
      String.raw`(?:waffe|pistole|messer|knarre|gewehr)[^.!?]{0,40}(?:in die|mit in die|zur) schule`,
      String.raw`amoklauf|amok laufen`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`(?:ich werde|ich will|werde|will) (?:ihn|sie|dich|euch|alle)[^.!?]{0,20}(?:umbringen|abstechen|abknallen|erschiessen|toten|verpruegeln|verprugeln)`,
      String.raw`(?:die|der|sie|er) (?:werden|wird) (?:dafur )?bezahlen`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    pattern: any(
      String.raw`unser (?:kleines )?geheimnis|sag (?:es )?(?:deinen eltern|niemandem) nichts|sag (?:es )?niemandem`,
      String.raw`(?:allein|alleine) treffen|(?:so |sehr )?reif fur dein alter`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      String.raw`(?:mein |meine )?(?:vater|mutter|papa|mama|stiefvater|stiefmutter|onkel|tante|bruder|cousin) (?:schlagt|haut|verprugelt|beruhrt|fasst) mich`,
      String.raw`angst (?:nach hause zu gehen|vor zuhause)`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`nacktbilder?|nacktfotos?|nudes?|(?<!(?:statue|statuen|figur|figuren|gemalde|skulptur\w*|museum|maler\w*|kunst\w*|nacktschnecke\w*|maulwurf\w*|baby|babys)\b[^.!?]{0,40})nackt|schick (?:mir )?(?:ein |mal ein )?(?:bild|foto)s? (?:von dir|ohne)`,
      String.raw`sex haben|porno`,
    ),
  },
  {
    category: 'bullying',
    severity: 'high',
    // "ich bring dich um wenn du meine pommes isst haha" is a sibling joke, not a death wish.
    pattern: any(
      String.raw`(?:bring dich um|kill dich)(?![^.!?]{0,40}\b(?:haha\w*|hehe\w*|lol|xd|spass|witz)\b)|geh sterben`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`du bist (?:so |echt |voll |ein |eine )*(?:hasslich|fett|dumm|loser|behindert|opfer|missgeburt|idiot|nutzlos)`,
      String.raw`niemand mag dich|alle hassen dich`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`(?:ich werde|werde) gemobbt|(?:sie|alle) (?:lachen mich aus|mobben mich|nennen mich)`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`kiffen|gekifft|(?:gras|weed|joint) (?:rauchen|kaufen|geraucht)|(?:besoffen|betrunken|breit|high) (?:werden|sein|gewesen)`,
      String.raw`(?:vape|alkohol|gras) (?:verstecken|versteckt)|drogen (?:kaufen|nehmen)`,
    ),
  },
  {
    category: 'personal_info',
    severity: 'medium',
    pattern: any(String.raw`allein(?:e)? zu ?hause bis`),
  },
];
