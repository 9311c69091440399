import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from '@optio/i18n';
import { formatBytes } from '../lib/format';
import { ACCEPT, MAX_FILES, selectFiles } from './fileRules';

export interface FileDropProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Drag-and-drop zone with a normal file input inside (the keyboard and screen-reader way to pick
 * files). Files are pre-checked against the API's type and size rules.
 */
export function FileDrop({ files, onFilesChange, disabled }: FileDropProps) {
  const { t } = useTranslation('student');
  const inputId = `files${useId().replace(/:/g, '')}`;
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const add = (picked: File[]) => {
    const { accepted, rejected } = selectFiles(files, picked);
    onFilesChange(accepted);
    setProblems(
      rejected.map((r) =>
        t(`evidence.fileProblem.${r.problem}`, { name: r.file.name, max: MAX_FILES }),
      ),
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="student-filedrop-wrap">
      <div
        className={`student-filedrop${dragging ? ' student-filedrop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop"
      >
        <label htmlFor={inputId} className="student-filedrop__label">
          {t('evidence.filesLabel')}
        </label>
        <p className="student-muted" id={`${inputId}-hint`}>
          {t('evidence.filesHint', { max: MAX_FILES })}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>
      <div aria-live="polite">
        {problems.length > 0 && (
          <ul className="student-field-errors">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
      {files.length > 0 && (
        <ul className="student-file-list" aria-label={t('evidence.chosenFiles')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} ({formatBytes(file.size)})
              </span>
              <button
                type="button"
                className="student-link-button"
                disabled={disabled}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
              >
                {t('evidence.removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
