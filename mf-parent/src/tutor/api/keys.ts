// Query keys of the tutor oversight page; mutations invalidate by these prefixes.
export const parentTutorKeys = {
  all: ['parent-tutor'] as const,
  conversations: (childId: string) => ['parent-tutor', 'conversations', childId] as const,
  messages: (conversationId: string) => ['parent-tutor', 'messages', conversationId] as const,
  report: (childId: string) => ['parent-tutor', 'report', childId] as const,
  settings: (childId: string) => ['parent-tutor', 'settings', childId] as const,
};
