import type { ReactNode } from 'react';
import { useTranslation } from '@optio/i18n';
import { Checkbox, TextArea, TextField } from '@optio/ui';
import { FileDrop } from './FileDrop';

export interface EvidenceValues {
  text: string;
  link: string;
  files: File[];
  confidential: boolean;
}

export interface EvidenceFieldsProps {
  values: EvidenceValues;
  onChange: (change: Partial<EvidenceValues>) => void;
  disabled: boolean;
  textError?: string;
  linkError?: string;
  /** Fields that belong to one form only; they stand between the link and the files. */
  children?: ReactNode;
}

/** The evidence a task is completed or resubmitted with: text, link, files, confidential flag. */
export function EvidenceFields({
  values,
  onChange,
  disabled,
  textError,
  linkError,
  children,
}: EvidenceFieldsProps) {
  const { t } = useTranslation('student');
  return (
    <>
      <TextArea
        label={t('evidence.text')}
        value={values.text}
        rows={3}
        maxLength={10000}
        disabled={disabled}
        onChange={(e) => onChange({ text: e.target.value })}
        error={textError}
      />
      <TextField
        label={t('evidence.link')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2048}
        value={values.link}
        disabled={disabled}
        onChange={(e) => onChange({ link: e.target.value })}
        error={linkError}
      />
      {children}
      <FileDrop
        files={values.files}
        onFilesChange={(files) => onChange({ files })}
        disabled={disabled}
      />
      <Checkbox
        label={t('evidence.confidential')}
        hint={t('evidence.confidentialHint')}
        checked={values.confidential}
        disabled={disabled}
        onChange={(e) => onChange({ confidential: e.target.checked })}
      />
    </>
  );
}
