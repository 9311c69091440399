import { useState, type FormEvent } from 'react';
import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { Button, SelectField, TextField } from '@optio/ui';

export interface QuestFiltersProps {
  search: string;
  pillar: string;
  onChange: (next: { search: string; pillar: string }) => void;
}

/** Search (on submit) and pillar filter (at once) of the catalogue. */
export function QuestFilters({ search, pillar, onChange }: QuestFiltersProps) {
  const { t } = useTranslation('student');
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: draft.trim(), pillar });
  };
  return (
    <form
      role="search"
      className="student-filters"
      onSubmit={submit}
      aria-label={t('quests.searchLabel')}
    >
      <TextField
        label={t('quests.search')}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={100}
      />
      <SelectField
        label={t('quests.pillarFilter')}
        value={pillar}
        placeholder={t('quests.allPillars')}
        options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
        onChange={(e) => onChange({ search: draft.trim(), pillar: e.target.value })}
      />
      <Button type="submit">{t('quests.searchButton')}</Button>
    </form>
  );
}
