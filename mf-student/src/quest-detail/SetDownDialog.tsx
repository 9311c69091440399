import { useState, type FormEvent } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Modal, TextArea } from '@optio/ui';
import { REFLECTION_MAX, useSetDownQuest } from '../api/setDownQuest';

export interface SetDownDialogProps {
  open: boolean;
  questId: string;
  questTitle: string;
  onClose: () => void;
  onDone: () => void;
}

/** Setting a quest down asks for a reflection (1..2000 characters). */
export function SetDownDialog({ open, questId, questTitle, onClose, onDone }: SetDownDialogProps) {
  const { t } = useTranslation('student');
  const [reflection, setReflection] = useState('');
  const [touched, setTouched] = useState(false);
  const setDown = useSetDownQuest(questId);
  const empty = reflection.trim().length === 0;
  const formId = 'set-down-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setDown.mutate(reflection.trim(), {
      onSuccess: () => {
        setReflection('');
        setTouched(false);
        onDone();
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!setDown.isPending) onClose();
      }}
      title={t('setDown.title', { title: questTitle })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={setDown.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={setDown.isPending}>
            {t('setDown.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{t('setDown.intro')}</p>
        <TextArea
          label={t('setDown.reflection')}
          hint={t('setDown.count', { count: reflection.length, max: REFLECTION_MAX })}
          value={reflection}
          rows={5}
          maxLength={REFLECTION_MAX}
          required
          onChange={(e) => setReflection(e.target.value)}
          error={touched && empty ? t('setDown.required') : undefined}
        />
        {setDown.isError && (
          <FormError message={serverMessage(setDown.error) ?? t('common.saveFailed')} />
        )}
      </form>
    </Modal>
  );
}
