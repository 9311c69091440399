// Query keys of the messages data.
export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'threads'] as const,
  contacts: ['messages', 'contacts'] as const,
  unread: ['messages', 'unread-count'] as const,
  thread: (userId: string) => ['messages', 'with', userId] as const,
};

/** New messages are polled while the page is visible (React Query pauses in background tabs). */
export const POLL_MS = 10_000;
