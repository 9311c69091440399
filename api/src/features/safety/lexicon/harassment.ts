import { any, type LexiconEntry } from './types';

/**
 * Harassment told in its acts rather than its insults, in the five languages: fake profiles
 * and hate pages, anonymous messages, spreading a secret (wetting the bed) to humiliate,
 * mocking a stutter, "retard" aimed at someone, "waste of space". On normalized text.
 */
export const HARASSMENT: LexiconEntry = {
  category: 'bullying',
  severity: 'medium',
  pattern: any(
    String.raw`fake (?:account|profile|insta|page|tiktok) (?:of|about|for) (?:me|him|her)|hate (?:page|account) (?:for|about|on)|(?:cuenta|perfil|pagina) falsa? (?:de mi|mia|meu|meu no|de el|de ella|sobre)|perfil falso meu|faux compte (?:de moi|sur moi|insta de moi)|fake ?account von (?:mir|ihr|ihm)`,
    String.raw`(?:anonymous|anonymen?|anonimos|anonimas|anonymes?) (?:messages|mensajes|mensagens|nachrichten)[^.!?]{0,30}(?:die|worthless|nothing|no valgo|nao valho|nichts wert|vaux rien|kill)`,
    String.raw`(?:tell|telling|spread|espalhar|contar a todos|cuento a todos|erzahl allen|raconte a tout le monde|dire a tout le monde)[^.!?]{0,40}(?:wet the bed|wet (?:your|ur) bed|ins bett gemacht|xixi na cama|te measte|pipi au lit)`,
    String.raw`(?:make fun of|laugh at|burlar(?:nos)? de|moquer de|lustig uber|zoar|zoam)[^.!?]{0,20}(?:stutter|tartamudeo|begaiement|stottern|gagueira)`,
    String.raw`(?:you are|your|youre) (?:a |such a )?(?:retard|waste of space)|(?:eres|sos) (?:un |una )?(?:retrasad[oa]|retardad[oa])|(?:vc|voce) (?:e|eh) (?:um |uma )?retardad[oa]`,
  ),
};
