import { any, type LexiconEntry } from './types';

/**
 * A child saying they are high or drunk right now, in class or at school, in the five
 * languages ("im so high rn in math class", "estoy re fumado", "chui defoncé", "bin so breit").
 * "High" needs a time or a place with it: "i jumped so high" is sport. Cough syrup counts
 * only mixed or taken to feel something: a cough is not a drug problem.
 */
export const INTOXICATED: LexiconEntry = {
  category: 'drugs',
  severity: 'medium',
  pattern: any(
    String.raw`i am (?:so |super |really |lowkey )?(?:high|stoned|baked|faded|drunk|wasted) (?:rn|right now|in (?:\w+ )?class|at school|lol|lmao\w*)`,
    String.raw`estoy (?:re |muy |bien )?(?:fumado|fumada|drogado|drogada|borracho|borracha|pedo|colocado|colocada)`,
    String.raw`(?:to|tou|estou) (?:muito |mt |mo )?(?:chapado|chapada|doidao|doidona|bebado|bebada|chapado)`,
    String.raw`(?:chui|je suis|jsuis) (?:trop |grave |tellement )?(?:defonce|defoncee|dechire|dechiree|bourre|bourree|perche|perchee)`,
    String.raw`(?:cough syrup|hustensaft|sirop pour la toux|jarabe para la tos|xarope)[^.!?]{0,30}(?:sprite|soda|to feel|every day|todos los dias|todo dia|jeden tag|tous les jours|pra nao sentir|para no sentir|high|knallt)`,
    String.raw`bin (?:so |voll |mega |total )?(?:high|breit|bekifft|besoffen|dicht|zu) (?:in|im|grad|gerade|lol|lmao\w*)`,
  ),
};
