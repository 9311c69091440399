import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { Button, FieldError, Spinner, TextField } from '@optio/ui';
import { useQuestSearch } from '../api/searchQuests';
import type { QuestRef } from '../api/types';

/** Search the catalogue and pick the quests a badge is earned through. */
export function QuestPicker({
  selected,
  onChange,
  error,
}: {
  selected: QuestRef[];
  onChange: (quests: QuestRef[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('advisor');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const results = useQuestSearch(deferred);
  const headingId = useId();
  const errorId = useId();
  const chosen = new Set(selected.map((q) => q.id));

  return (
    <fieldset className="advisor-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{t('editor.quests.legend')}</legend>
      <h3 id={headingId} className="advisor-subheading">
        {t('editor.quests.selected', { count: selected.length })}
      </h3>
      {selected.length === 0 ? (
        <p className="advisor-muted">{t('editor.quests.none')}</p>
      ) : (
        <ul className="advisor-picklist" aria-labelledby={headingId}>
          {selected.map((q) => (
            <li key={q.id}>
              <span>
                {q.title} <span className="advisor-muted">({q.total_xp} XP)</span>
              </span>
              <Button
                variant="secondary"
                onClick={() => onChange(selected.filter((s) => s.id !== q.id))}
                aria-label={t('editor.quests.remove', { title: q.title })}
              >
                {t('editor.quests.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
      <TextField
        label={t('editor.quests.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      {results.isPending && <Spinner label={t('common.loading')} />}
      {results.data && results.data.length === 0 && (
        <p className="advisor-muted">{t('editor.quests.noResults')}</p>
      )}
      {results.data && results.data.length > 0 && (
        <ul className="advisor-picklist" aria-label={t('editor.quests.results')}>
          {results.data.map((q) => (
            <li key={q.id}>
              <span>
                {q.title} <span className="advisor-muted">({q.total_xp} XP)</span>
              </span>
              <Button
                variant="secondary"
                disabled={chosen.has(q.id)}
                onClick={() =>
                  onChange([...selected, { id: q.id, title: q.title, total_xp: q.total_xp }])
                }
                aria-label={t(chosen.has(q.id) ? 'editor.quests.addedNamed' : 'editor.quests.add', {
                  title: q.title,
                })}
              >
                {chosen.has(q.id) ? t('editor.quests.added') : t('editor.quests.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
