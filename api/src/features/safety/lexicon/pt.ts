import { any, type LexiconEntry } from './types';

/** Portuguese phrases, on normalized text (no accents: "nao", "voce"). */
export const PT: LexiconEntry[] = [
  {
    category: 'self_harm',
    severity: 'critical',
    pattern: any(
      String.raw`(?:(?:eu )?quero morrer|vontade de morrer|queria (?:morrer|estar mort[oa]))(?! de (?:rir|vergonha|fome|tedio|calor|sono))(?! toda vez)`,
      String.raw`(?:quero|vou|vontade de|penso em|pensando em|pensei em|tentei) (?:me matar|me cortar|me suicidar)|me corto (?:todo|toda|de novo|quando)|me machucar de proposito|tirar minha (?:propria )?vida|acabar com tudo`,
      String.raw`nao (?:quero|aguento) mais viver|nao quero (?:mais )?(?:existir|acordar|estar aqui)`,
      String.raw`(?:nao vou (?:mais )?estar aqui|nao (?:vou )?estar mais aqui)(?![^.!?]{0,40}(?:porque|pq|por causa|viaj\w*|ferias|casa d))`,
      String.raw`(?:sumir|dormir) para sempre|(?:sumir|dormir) pra sempre|nunca mais acordar`,
      String.raw`quant[oa]s (?:remedios|comprimidos|pilulas)[^.!?]{0,50}(?:morrer|nao acordar|me matar)`,
      String.raw`(?:seriam|estariam|ficariam) melhor sem mim|ninguem (?:ia|vai) sentir minha falta`,
      String.raw`(?:vomitar|parar de comer) de proposito|me faco vomitar`,
    ),
  },
  {
    category: 'violence',
    severity: 'critical',
    pattern: any(
      String.raw`(?:levar|trazer|vou levar) (?:a |o |uma |um )?(?:arma|faca|revolver|pistola)(?: do meu \w+)? (?:pra|para|na|pro) (?:a )?(?:escola|colegio|aula)`,
    ),
  },
  {
    category: 'violence',
    severity: 'high',
    pattern: any(
      String.raw`(?:vou|quero|vamos) (?:matar|esfaquear|atirar|bater|espancar) (?:ele|ela|eles|elas|voce|vc|todo mundo|aquele)`,
      String.raw`(?:eles|elas|ele|ela) (?:vao|vai) pagar`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    pattern: any(
      String.raw`nosso segredo|nao (?:conta|fala) (?:nada )?(?:pros|para os|pra|para) (?:seus|teus) pais|nao conta pra ninguem`,
      String.raw`(?:nos encontrar|te encontrar|encontrar voce) sozinh[oa]s?|(?:muito )?madura? (?:pra|para) (?:sua|tua) idade`,
    ),
  },
  {
    category: 'abuse',
    severity: 'high',
    reported: true,
    pattern: any(
      String.raw`(?:meu |minha )?(?:pai|mae|padrasto|madrasta|tio|tia|avo|irmao|primo) me (?:bate|espanca|machuca|toca|queima|tranca)`,
      String.raw`medo de (?:ir|voltar) (?:pra|para) casa`,
    ),
  },
  {
    category: 'sexual',
    severity: 'high',
    pattern: any(
      String.raw`nudes?|fotos? (?:pelad[oa]|sem roupa|intima)|manda (?:uma )?fotos? (?:sua|sem|pelad)`,
      String.raw`(?:fazer|fizemos) sexo|transar|porno`,
    ),
  },
  {
    category: 'bullying',
    severity: 'high',
    pattern: any(String.raw`se mata|vai se matar|morre logo`),
  },
  {
    category: 'bullying',
    severity: 'medium',
    pattern: any(
      String.raw`(?:voce|vc|tu) (?:e|eh|es) (?:um |uma |muito |tao )?(?:idiota|feio|feia|gordo|gorda|burro|burra|lixo|inutil|otario|otaria|nojento|nojenta)`,
      String.raw`ninguem gosta de (?:voce|vc|ti)|todo mundo te odeia`,
    ),
  },
  {
    category: 'bullying',
    severity: 'medium',
    reported: true,
    pattern: any(
      String.raw`(?:sofro|sofrendo) bullying|(?:me chamam|me xingam) de|riem de mim|zoam (?:de )?mim`,
    ),
  },
  {
    category: 'drugs',
    severity: 'medium',
    pattern: any(
      String.raw`(?:fumar|fumei|fumo|comprar|comprei|vender|vendo) (?:um |uma |o |a )?(?:maconha|baseado|beck|pod|vape|cocaina|po|bala|lanca)`,
      String.raw`(?:ficar|fiquei|ficamos) (?:muito )?(?:bebad[oa]|chapad[oa]|lok[oa] de)`,
      String.raw`(?:esconder|escondo) (?:o |a |meu |minha )?(?:pod|vape|bebida|maconha)`,
    ),
  },
  {
    category: 'personal_info',
    severity: 'medium',
    pattern: any(String.raw`(?:fico|estou|to) sozinh[oa] em casa (?:ate|hoje)`),
  },
];
