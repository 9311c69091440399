import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, SelectField, TextField } from '@optio/ui';
import { useCreateConversation } from './api/createConversation';
import type { TutorMode } from './api/types';
import { TUTOR_NS } from './i18n';

/** Starts a conversation in one of the modes the parent allows. */
export function NewConversationForm({
  modes,
  onCreated,
}: {
  modes: TutorMode[];
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(TUTOR_NS);
  const create = useCreateConversation();
  const [mode, setMode] = useState<TutorMode>(modes[0] ?? 'study_buddy');
  const [title, setTitle] = useState('');
  const chosen = modes.includes(mode) ? mode : (modes[0] ?? 'study_buddy');
  const fields = serverFieldErrors(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { mode: chosen, ...(title.trim() ? { title: title.trim() } : {}) },
      {
        onSuccess: (conversation) => {
          setTitle('');
          onCreated(conversation.id);
        },
      },
    );
  };

  return (
    <form className="tutor-new" onSubmit={submit} aria-labelledby="tutor-new-title">
      <h3 id="tutor-new-title">{t('newConversation')}</h3>
      <SelectField
        label={t('mode')}
        value={chosen}
        onChange={(e) => setMode(e.target.value as TutorMode)}
        options={modes.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        hint={t(`modeHints.${chosen}`)}
        error={fields.mode}
      />
      <TextField
        label={t('titleLabel')}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        hint={t('titleHint')}
        error={fields.title}
      />
      {create.isError && !fields.mode && !fields.title && (
        <FormError message={serverMessage(create.error) ?? t('tryAgainLater')} />
      )}
      <Button type="submit" loading={create.isPending} loadingLabel={t('starting')}>
        {t('start')}
      </Button>
    </form>
  );
}
