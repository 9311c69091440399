import { useTranslation } from '@optio/i18n';
import { useMyQuests } from '../api/getMyQuests';
import type { QuestSummary } from '../api/types';
import { QuestCard } from './QuestCard';
import { QueryState } from '@optio/ui';

function Section({
  id,
  title,
  empty,
  quests,
}: {
  id: string;
  title: string;
  empty: string;
  quests: QuestSummary[];
}) {
  return (
    <section aria-labelledby={id} className="student-section">
      <h2 id={id}>{title}</h2>
      {quests.length === 0 ? (
        <p className="student-muted">{empty}</p>
      ) : (
        <ul className="student-quest-grid">
          {quests.map((q) => (
            <li key={q.id}>
              <QuestCard quest={q} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "My active quests", "Set down" (when any) and "Completed". */
export function MyQuests() {
  const { t } = useTranslation('student');
  const mine = useMyQuests();
  if (!mine.data)
    return (
      <QueryState
        isLoading={mine.isLoading}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  return (
    <>
      <Section
        id="mine-active"
        title={t('quests.mineActive')}
        empty={t('quests.noneActive')}
        quests={mine.data.active}
      />
      {mine.data.set_down.length > 0 && (
        <Section
          id="mine-set-down"
          title={t('quests.mineSetDown')}
          empty=""
          quests={mine.data.set_down}
        />
      )}
      <Section
        id="mine-completed"
        title={t('quests.mineCompleted')}
        empty={t('quests.noneCompleted')}
        quests={mine.data.completed}
      />
    </>
  );
}
