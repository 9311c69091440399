/** Query keys of the advisor remote (all under 'advisor' so one invalidation refreshes them). */
export const advisorKeys = {
  all: ['advisor'] as const,
  students: () => ['advisor', 'students'] as const,
  student: (id: string) => ['advisor', 'student', id] as const,
  badges: () => ['advisor', 'badges'] as const,
  badge: (id: string) => ['advisor', 'badge', id] as const,
  quests: (search: string) => ['advisor', 'quests', search] as const,
  thread: (id: string) => ['advisor', 'thread', id] as const,
  reviews: () => ['advisor', 'reviews'] as const,
};
