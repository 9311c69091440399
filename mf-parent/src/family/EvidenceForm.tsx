import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, SelectField, TextArea, TextField } from '@optio/ui';
import { useUploadParentEvidence, type ParentEvidenceInput } from '../api/uploadParentEvidence';
import { PILLARS } from '../api/types';
import { FileInput } from '../components/FileInput';
import { Section } from '../components/Section';

const EMPTY: ParentEvidenceInput = {
  title: '',
  description: '',
  pillar: '',
  link: '',
  work_date: '',
  file: null,
};

/** The parent documents learning the child did; it waits for the child's acceptance. */
export function EvidenceForm({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('parent');
  const upload = useUploadParentEvidence(childId);
  const [input, setInput] = useState(EMPTY);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const errors = upload.error ? serverFieldErrors(upload.error) : {};
  const set = (patch: Partial<ParentEvidenceInput>) => setInput((i) => ({ ...i, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    upload.mutate(input, {
      onSuccess: () => {
        setSent(true);
        setInput(EMPTY);
        setFormKey((k) => k + 1);
      },
    });
  };

  return (
    <Section title={t('evidence.title')}>
      <p>{t('evidence.lead', { name: childName })}</p>
      <form key={formKey} onSubmit={submit} noValidate className="parent-form">
        <TextField
          label={t('evidence.fieldTitle')}
          value={input.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
          required
          maxLength={200}
        />
        <TextArea
          label={t('evidence.description')}
          rows={3}
          maxLength={2000}
          value={input.description}
          onChange={(e) => set({ description: e.target.value })}
          error={errors.description}
        />
        <SelectField
          label={t('evidence.pillar')}
          placeholder={t('evidence.noPillar')}
          options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
          value={input.pillar}
          onChange={(e) => set({ pillar: e.target.value })}
          error={errors.pillar}
        />
        <TextField
          label={t('evidence.link')}
          type="url"
          value={input.link}
          onChange={(e) => set({ link: e.target.value })}
          error={errors.link}
        />
        <TextField
          label={t('evidence.date')}
          type="date"
          value={input.work_date}
          onChange={(e) => set({ work_date: e.target.value })}
          error={errors.work_date}
        />
        <FileInput
          label={t('evidence.file')}
          hint={t('evidence.fileHint')}
          accept=".jpg,.jpeg,.png,.gif,.webp,.pdf,.docx,.txt"
          error={errors.file}
          onFile={(file) => set({ file })}
        />
        {upload.error && (
          <Alert tone="error">
            {errors.evidence ?? serverMessage(upload.error) ?? t('common.tryAgainLater')}
          </Alert>
        )}
        {sent && <Alert tone="success">{t('evidence.sent', { name: childName })}</Alert>}
        <Button type="submit" loading={upload.isPending} loadingLabel={t('common.sending')}>
          {t('evidence.submit', { name: childName })}
        </Button>
      </form>
    </Section>
  );
}
