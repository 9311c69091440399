import { useId } from 'react';

/** A labelled native file input with a hint and an error, styled like the kit's fields. */
export function FileInput({
  label,
  hint,
  error,
  accept,
  onFile,
}: {
  label: string;
  hint: string;
  error?: string;
  accept: string;
  onFile: (file: File | null) => void;
}) {
  const id = `file${useId().replace(/:/g, '')}`;
  return (
    <div className={`optio-field${error ? ' optio-field--invalid' : ''}`}>
      <div className="optio-field__label-row">
        <label htmlFor={id} className="optio-field__label">
          {label}
        </label>
      </div>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="optio-field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="optio-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
