// Query keys of the learning data; mutations invalidate by these prefixes.
export interface QuestListParams {
  search?: string;
  pillar?: string;
  page?: number;
}

export const studentKeys = {
  all: ['student'] as const,
  questList: (params: QuestListParams) => ['student', 'quests', 'list', params] as const,
  questLists: ['student', 'quests', 'list'] as const,
  mine: ['student', 'quests', 'mine'] as const,
  quest: (id: string) => ['student', 'quests', 'detail', id] as const,
  dashboard: ['student', 'dashboard'] as const,
  constellation: ['student', 'constellation'] as const,
  calendar: (from?: string, to?: string) => ['student', 'calendar', from ?? '', to ?? ''] as const,
  calendars: ['student', 'calendar'] as const,
};
