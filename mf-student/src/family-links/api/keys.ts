// Query keys of the student's family links; mutations invalidate by these prefixes.
export const familyLinkKeys = {
  all: ['student', 'family'] as const,
  links: ['student', 'family', 'links'] as const,
  encouragements: ['student', 'family', 'encouragements'] as const,
};
