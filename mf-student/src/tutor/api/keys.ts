// Query keys of the tutor's data; sending a message invalidates them.
export const tutorKeys = {
  all: ['student-tutor'] as const,
  settings: ['student-tutor', 'settings'] as const,
  conversations: ['student-tutor', 'conversations'] as const,
  messages: (id: string) => ['student-tutor', 'messages', id] as const,
};
