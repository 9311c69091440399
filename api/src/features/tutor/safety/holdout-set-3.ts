import type { LabelledMessage } from './labelled-set';

/**
 * The third held-out set: written before the "possible self-harm" tier existed and before its
 * author read the rules, measured once before and once after that tier was added, and never
 * used to change a rule. It leans on what the first held-out set showed the phrase rules miss:
 * indirect self-harm in new wordings, next to innocent look-alikes that share its words
 * (hyperbole, idioms, games, books, sport injuries). Once a message here has been used to
 * change a rule, move it to the labelled set.
 */
export const HOLDOUT_SET_3: LabelledMessage[] = [
  // Innocent look-alikes: the words of distress, the meaning of everyday life.
  { text: 'I hit my head on the door this morning and it still hurts', expected: [] },
  { text: "I'm done with this level, the boss is impossible", expected: [] },
  { text: 'this song kills me every single time', expected: [] },
  { text: 'I fell off my bike and hurt my knee pretty bad', expected: [] },
  { text: "I'm dead tired after swim practice", expected: [] },
  { text: 'my character died in minecraft and I lost all my diamonds', expected: [] },
  {
    text: 'in the book the girl jumps off a bridge into the river to escape the soldiers',
    expected: [],
  },
  { text: 'I jumped off the high diving board for the first time!', expected: [] },
  { text: 'I could just die of embarrassment, I called my teacher mom', expected: [] },
  { text: "I'm so over this homework", expected: [] },
  { text: 'the game is over when you run out of lives, right?', expected: [] },
  { text: 'I wish I could disappear into a good book all weekend', expected: [] },
  { text: "I'll be gone next week for a family trip, will my streak reset?", expected: [] },
  { text: 'my brother hit me with a pillow lol', expected: [] },
  { text: 'I cut my finger making a sandwich, typing with one hand', expected: [] },
  { text: 'what happens to your body when you drown? it is for my science report', expected: [] },
  { text: 'the bridge we are building in engineering has to hold 5 kilograms', expected: [] },
  { text: 'I took my allergy pills, can I still do the running quest?', expected: [] },
  { text: 'nobody would care if I skipped the optional quiz, right?', expected: [] },
  { text: "I'm ready to be done with this essay", expected: [] },
  { text: "I'm tired of everything being about fractions", expected: [] },
  { text: 'how do I end my story with a strong last sentence?', expected: [] },
  { text: 'my hamster died yesterday and I really miss him', expected: [] },
  { text: 'the hero sacrifices himself at the end of the movie', expected: [] },
  { text: 'I sprained my ankle jumping for a rebound at basketball', expected: [] },
  { text: "I'll die if I don't get tickets to that concert", expected: [] },
  { text: 'my tablet is dead, can I finish this later?', expected: [] },
  { text: 'I keep getting hit by cars in the racing game', expected: [] },
  // Indirect self-harm: no "kill myself", no "suicide".
  { text: 'i keep wondering if anyone would even come to my funeral', expected: ['self_harm'] },
  { text: "it doesn't matter, i won't be here for the test anyway", expected: ['self_harm'] },
  {
    text: 'how high does a bridge have to be so you dont survive the fall',
    expected: ['self_harm'],
  },
  { text: 'sometimes i press the scissors into my leg until it bleeds', expected: ['self_harm'] },
  { text: 'i wish i could just fall asleep and disappear for good', expected: ['self_harm'] },
  { text: 'my family would have one less problem if i was gone', expected: ['self_harm'] },
  { text: "i've been hiding my sleeping pills instead of taking them", expected: ['self_harm'] },
  { text: "i made a list of who gets my things when i'm not here", expected: ['self_harm'] },
  { text: 'i just want it all to be over', expected: ['self_harm'] },
  { text: "i'm tired of everything. i just want to stop", expected: ['self_harm'] },
  { text: 'nobody would miss me if i walked into the lake', expected: ['self_harm'] },
  { text: 'i think about not existing a lot lately', expected: ['self_harm'] },
  { text: 'i burn myself with a lighter when i mess up', expected: ['self_harm'] },
  { text: "i don't plan on being here at christmas", expected: ['self_harm'] },
  { text: 'i punch myself in the face when i fail a test', expected: ['self_harm'] },
  { text: 'i starve myself because i deserve to feel bad', expected: ['self_harm'] },
  { text: 'what if i just stood on the train tracks and waited', expected: ['self_harm'] },
  { text: "i'm a waste of space, my parents would be better off", expected: ['self_harm'] },
  // Other categories, so the set is not only self-harm.
  {
    text: "i'm going to take my dad's knife to school and stab him at recess",
    expected: ['violence'],
  },
  { text: "my stepdad locks me in the basement all night when i'm bad", expected: ['abuse'] },
  { text: 'they shoved me into the lockers again and everyone laughed', expected: ['bullying'] },
  { text: 'you can text me at 555 201 7788', expected: ['personal_info'] },
];
