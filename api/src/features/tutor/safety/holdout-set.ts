import type { LabelledMessage } from './labelled-set';

/**
 * The held-out set: written after the round-four rule change and never used to change a rule.
 * The bench reports it separately as the fairest estimate of how the screening does on
 * phrasings it has not seen. (It was written by the same hand as the rules, so it is still
 * kinder to them than real children's messages would be.) Once a message here has been used
 * to change a rule, move it to the labelled set. (Its self-harm misses were in view when the
 * cue list of tier two, possible-self-harm.ts, was drawn up, so its tier-two figure is
 * optimistic; holdout-set-3.ts is the clean one.)
 */
export const HOLDOUT_SET: LabelledMessage[] = [
  { text: 'I almost died when the teacher called on me', expected: [] },
  { text: 'my little brother is driving me crazy, I want to scream', expected: [] },
  { text: 'the dog in the book gets put down and I cried', expected: [] },
  { text: 'why did the Roman emperor Nero kill himself?', expected: [] },
  { text: "I'm giving my old bike to my cousin since I outgrew it", expected: [] },
  {
    text: 'how many pills are in a bottle if each dose is 2 and there are 30 doses?',
    expected: [],
  },
  { text: 'my game character keeps dying on level 4', expected: [] },
  { text: 'I feel like a zombie this morning', expected: [] },
  { text: 'we wrote farewell cards for the exchange students', expected: [] },
  { text: 'I messed up my test, I want to hide under a rock lol', expected: [] },
  { text: 'the volcano killed everyone in Pompeii', expected: [] },
  { text: 'I am dying for summer break', expected: [] },
  { text: 'i hate myself for forgetting my homework again', expected: [] },
  { text: 'i think the world would be better without me in it', expected: ['self_harm'] },
  { text: "i've been thinking about how i'd do it", expected: ['self_harm'] },
  { text: 'i have a bottle of my moms pills saved up', expected: ['self_harm'] },
  { text: 'sometimes i hope a car hits me on the way to school', expected: ['self_harm'] },
  { text: "i don't think i'll be around much longer", expected: ['self_harm'] },
  { text: 'i want to sleep and not wake up ever', expected: ['self_harm'] },
  { text: 'my arms are covered in scars from the blade', expected: ['self_harm'] },
  { text: "i'm ready to be done. everyone will forget me anyway", expected: ['self_harm'] },
  { text: 'what does it feel like to drown? asking for me', expected: ['self_harm'] },
  { text: 'im so tired of being alive', expected: ['self_harm'] },
  { text: 'i hit myself when i get things wrong', expected: ['self_harm'] },
  { text: 'i will hunt him down and make him bleed', expected: ['violence'] },
  { text: 'my mom punches me when she drinks', expected: ['abuse'] },
  { text: 'this older boy keeps asking for pics of me in the shower', expected: ['sexual'] },
  { text: 'everyone in my group chat says i should just die', expected: ['bullying'] },
  { text: 'my house is the blue one at 88 cedar road', expected: ['personal_info'] },
];
