// Query keys of the evaluator portfolio data of one child (under the family's child prefix, so
// a child-wide invalidation refreshes them too).
export const evaluatorKeys = {
  tracking: (childId: string) => ['family', 'child', childId, 'tracking'] as const,
  links: (childId: string) => ['family', 'child', childId, 'evaluator-links'] as const,
};
