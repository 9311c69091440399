// Query keys of the family data; mutations invalidate by these prefixes.
export const familyKeys = {
  links: ['family', 'links'] as const,
  myChildren: ['parents', 'my-children'] as const,
  adminStudents: (search: string) => ['parents', 'admin-students', search] as const,
  child: (id: string) => ['family', 'child', id] as const,
  dashboard: (id: string) => ['family', 'child', id, 'dashboard'] as const,
  progress: (id: string) => ['family', 'child', id, 'progress'] as const,
  insights: (id: string) => ['family', 'child', id, 'insights'] as const,
  calendar: (id: string) => ['family', 'child', id, 'calendar'] as const,
  completions: (id: string, page: number) => ['family', 'child', id, 'completions', page] as const,
  task: (id: string, taskId: string) => ['family', 'child', id, 'task', taskId] as const,
  consent: (id: string) => ['family', 'child', id, 'consent'] as const,
  evidence: (id: string) => ['family', 'child', id, 'evidence'] as const,
  observers: (id: string) => ['family', 'child', id, 'observers'] as const,
  messages: (id: string) => ['family', 'child', id, 'messages'] as const,
  conversation: (id: string, userId: string) =>
    ['family', 'child', id, 'messages', userId] as const,
  friendApprovals: ['family', 'friend-approvals'] as const,
  observerStudents: ['observer', 'students'] as const,
  feed: (id: string) => ['observer', 'feed', id] as const,
  invitation: (token: string) => ['observer', 'invitation', token] as const,
};
