import type { LexiconEntry } from './types';

/**
 * Drugs are named more than phrased ("anyone got weed for saturday", "quem tem pod?"): a word
 * that names a drug, alcohol or a vape, with a word of getting, using, selling or hiding it, in
 * the same message, in any of the five languages. Schoolwork about drugs ("is vaping bad for
 * you? for health class") is left to the classifier.
 */
const DRUG = String.raw`(?:weed|vapes?|vaping|juul|pods?|nicotine|zyns?|lean|bong|edibles?|molly|mdma|ecstasy|xanax|percs?|oxy|ritalin|ritaline|adderall|coke|cocaine|koks|shrooms|acid|lsd|meth|beers?|vodka|tequila|rum|whiskey|alcohol|alcool|alkohol|liquor|booze|fake id|hungover|cannabis|marihuana|marijuana|maconha|beck|baseado|porro|mota|hierba|kiffen|gekifft|joint|beuh|puff|bedo|pilze|hongos|cogumelos|tramadol|codeine|codeina|perico|perc|dab pen|carts?|blunt|nic|xans?|ket|ketamine|tussi|md|champis|pilon|thc|wax|hasch|hash|ott|lexomil|tilidin|benadryl|dxm|nitrous|whippets|cachaca|litronas|everclear|molly|lean)`;
const DOING = String.raw`(?:buy|buying|bought|get|got|getting|sell|selling|sold|hide|hiding|hid|try|tried|trying|smoke|smoking|smoked|drink|drinking|drank|drunk|took|take|taking|snort|snorted|high|wasted|stoned|steal|stole|without (?:my )?(?:parents|mom|dad) knowing|comprar|compre|vender|vendo|esconder|escondo|probar|pruebo|fumar|fumo|tomar|tome|robo|robar|ponerme|pedo|provar|fumei|tomei|cheiro|acheter|vendre|cacher|essayer|fumer|fume|pris|prendre|defonce|kaufen|verkaufen|verstecken|versteckt|probieren|rauchen|geraucht|genommen|nehmen|vertickt|besorgen|roll|rolled|rolling|roule|sniffed|sniff|cheirei|chewed|mixing|pillar|conseguir|consigo|sneak|gave me|passou|dabbing|tester)`;
const SCHOOLWORK = String.raw`(?:health class|for (?:school|class|my project|my essay|my report)|project|essay|report|research|science)`;

export const DRUG_COOCCURRENCE: LexiconEntry = {
  category: 'drugs',
  severity: 'medium',
  pattern: new RegExp(String.raw`^(?!.*\b${SCHOOLWORK}\b)(?=.*\b${DRUG}\b).*\b${DOING}\b`),
};
