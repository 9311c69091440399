import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { PILLARS } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { Button, Checkbox, FormError, SelectField, TextArea, TextField } from '@optio/ui';
import { ACCEPT, checkFile } from '../evidence/fileRules';
import {
  ITEM_DESCRIPTION_MAX,
  ITEM_TITLE_MAX,
  useUploadPortfolioItem,
  type PastWorkInput,
} from '../records/api/uploadPortfolioItem';

const EMPTY: PastWorkInput = {
  title: '',
  description: '',
  pillar: '',
  workDate: '',
  link: '',
  isPublic: true,
  confidential: false,
  file: null,
};

/** Upload past work to the portfolio: title, what it is, pillar, date, a link and/or a file. */
export function UploadWorkForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('records');
  const [form, setForm] = useState<PastWorkInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const uploadItem = useUploadPortfolioItem();
  const set = <K extends keyof PastWorkInput>(key: K, value: PastWorkInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!form.title.trim()) next.title = t('upload.titleRequired');
    else if (form.title.length > ITEM_TITLE_MAX)
      next.title = t('upload.tooLong', { max: ITEM_TITLE_MAX });
    if (form.description.length > ITEM_DESCRIPTION_MAX)
      next.description = t('upload.tooLong', { max: ITEM_DESCRIPTION_MAX });
    if (form.link && !/^https?:\/\//i.test(form.link.trim())) next.link = t('upload.linkInvalid');
    if (form.file) {
      const problem = checkFile(form.file);
      if (problem) next.file = t(`upload.fileProblem.${problem}`, { name: form.file.name });
    }
    if (!next.title && !form.description.trim() && !form.link.trim() && !form.file)
      next.description = t('upload.somethingRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    uploadItem.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        onDone();
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="student-rec-form" aria-labelledby="upload-title">
      <h3 id="upload-title">{t('upload.title')}</h3>
      <TextField
        label={t('upload.itemTitle')}
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        required
      />
      <TextArea
        label={t('upload.description')}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <div className="student-rec-row">
        <SelectField
          label={t('upload.pillar')}
          placeholder={t('upload.noPillar')}
          value={form.pillar}
          options={PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }))}
          onChange={(e) => set('pillar', e.target.value as PastWorkInput['pillar'])}
          error={errors.pillar}
        />
        <TextField
          label={t('upload.date')}
          type="date"
          value={form.workDate}
          onChange={(e) => set('workDate', e.target.value)}
          error={errors.work_date}
        />
      </div>
      <TextField
        label={t('upload.link')}
        type="url"
        value={form.link}
        onChange={(e) => set('link', e.target.value)}
        error={errors.link}
      />
      <div className="optio-field">
        <label htmlFor="past-work-file" className="optio-field__label">
          {t('upload.file')}
        </label>
        <input
          id="past-work-file"
          type="file"
          accept={ACCEPT}
          aria-describedby="past-work-file-hint"
          onChange={(e) => set('file', e.target.files?.[0] ?? null)}
        />
        <p id="past-work-file-hint" className="student-muted">
          {t('upload.fileHint')}
        </p>
        {errors.file && <FormError>{errors.file}</FormError>}
      </div>
      <Checkbox
        label={t('upload.confidential')}
        checked={form.confidential}
        onChange={(e) => set('confidential', e.target.checked)}
      />
      <Checkbox
        label={t('upload.public')}
        checked={form.isPublic && !form.confidential}
        disabled={form.confidential}
        onChange={(e) => set('isPublic', e.target.checked)}
      />
      {uploadItem.isError && Object.keys(serverFieldErrors(uploadItem.error)).length === 0 && (
        <FormError>{serverMessage(uploadItem.error) ?? t('common.saveFailed')}</FormError>
      )}
      <div className="student-actions">
        <Button type="submit" loading={uploadItem.isPending} loadingLabel={t('upload.uploading')}>
          {t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
