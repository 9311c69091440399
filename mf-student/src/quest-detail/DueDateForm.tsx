import { useState, type FormEvent } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, DateField } from '@optio/ui';

export interface DueDateFormProps {
  label: string;
  value: string | null;
  pending: boolean;
  error: unknown;
  onSave: (date: string | null) => void;
}

/** Sets or clears a due date (`YYYY-MM-DD`). */
export function DueDateForm({ label, value, pending, error, onSave }: DueDateFormProps) {
  const { t } = useTranslation('student');
  const [draft, setDraft] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft || null);
  };
  return (
    <form className="student-due-form" onSubmit={submit}>
      <DateField
        label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        disabled={pending}
        error={error ? (serverMessage(error) ?? t('common.saveFailed')) : undefined}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={pending}
        disabled={draft === (value ?? '')}
      >
        {t('dueDate.save')}
      </Button>
      {value && (
        <Button
          variant="ghost"
          disabled={pending}
          onClick={() => {
            setDraft('');
            onSave(null);
          }}
        >
          {t('dueDate.clear')}
        </Button>
      )}
    </form>
  );
}
