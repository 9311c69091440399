// Query keys of the friends data; every friends mutation invalidates `all`.
export const connectionKeys = {
  all: ['connections'] as const,
  friends: ['connections', 'friends'] as const,
  activity: ['connections', 'activity'] as const,
};
