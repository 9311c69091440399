// Query keys of the records data; mutations invalidate by these prefixes.
export const recordsKeys = {
  all: ['records'] as const,
  badges: ['records', 'badges'] as const,
  recommendations: ['records', 'recommendations'] as const,
  badge: (id: string) => ['records', 'badges', id] as const,
  credits: ['records', 'credits'] as const,
  transcript: ['records', 'transcript'] as const,
  diploma: ['records', 'diploma'] as const,
  portfolio: ['records', 'portfolio'] as const,
  profile: ['records', 'profile'] as const,
};
