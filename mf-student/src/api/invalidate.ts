import type { QueryClient } from '@tanstack/react-query';
import { studentKeys } from './keys';
import type { QuestDetail } from './types';

/** After a change to one quest: it, the lists, mine, the dashboard, the constellation and the
 * calendar all may show it. */
export async function invalidateLearning(client: QueryClient, questId?: string): Promise<void> {
  await Promise.all([
    questId ? client.invalidateQueries({ queryKey: studentKeys.quest(questId) }) : undefined,
    client.invalidateQueries({ queryKey: studentKeys.questLists }),
    client.invalidateQueries({ queryKey: studentKeys.mine }),
    client.invalidateQueries({ queryKey: studentKeys.dashboard }),
    client.invalidateQueries({ queryKey: studentKeys.constellation }),
    client.invalidateQueries({ queryKey: studentKeys.calendars }),
  ]);
}

/** A mutation answered with the new QuestDetail: store it, then refresh everything else. */
export async function storeQuestAndInvalidate(
  client: QueryClient,
  quest: QuestDetail,
): Promise<void> {
  client.setQueryData(studentKeys.quest(quest.id), quest);
  await invalidateLearning(client);
}
