import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type FormEvent,
} from 'react';
import { useSearchParams } from '@optio/router';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextArea, TextField } from '@optio/ui';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { useVerifyCredential, type VerifyInput } from './api/verifyCredential';
import { VERIFY_NS } from './i18n';
import { MAX_CREDENTIAL_BYTES, parseCredential } from './parseCredential';
import { VerificationResult } from './VerificationResult';
import './verify.css';

/** /verify: anyone checks a credential by its JSON, its file or its address (?url= too). */
export default function VerifyPage() {
  const { t } = useTranslation(VERIFY_NS);
  useDocumentMeta(t('metaTitle'), t('lead'));
  const [params] = useSearchParams();
  const [json, setJson] = useState('');
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const verify = useVerifyCredential();
  const started = useRef(false);

  const send = (input: VerifyInput) => {
    setInputError(null);
    verify.mutate(input);
  };

  // A shared credential's address redirects browsers here with ?url=: check it at once.
  useEffect(() => {
    const fromLink = params.get('url');
    if (fromLink && !started.current) {
      started.current = true;
      verify.mutate({ url: fromLink });
    }
  }, [params, verify]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_CREDENTIAL_BYTES) {
      setInputError(t('fileTooBig'));
      return;
    }
    setJson(await file.text());
    setUrl('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!json.trim()) {
      if (url.trim()) send({ url: url.trim() });
      else setInputError(t('needInput'));
      return;
    }
    const parsed = parseCredential(json);
    if ('credential' in parsed) send({ credential: parsed.credential });
    else if (parsed.error === 'notJson') setInputError(t('notJson', { message: parsed.message }));
    else setInputError(t('notObject'));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    void readFile(e.dataTransfer.files[0]);
  };

  return (
    <article className="pub-page pub-narrow pub-verify">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <form className="pub-verify__form" onSubmit={submit} noValidate>
        <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
          <TextArea
            label={t('jsonLabel')}
            hint={t('jsonHint')}
            value={json}
            onChange={(e) => setJson(e.target.value)}
            rows={8}
            spellCheck={false}
            data-testid="verify-json"
          />
          <label className="pub-verify__file">
            {t('fileLabel')}
            <input
              type="file"
              accept=".json,application/json,application/ld+json"
              onChange={(e: ChangeEvent<HTMLInputElement>) => void readFile(e.target.files?.[0])}
            />
          </label>
        </div>
        <TextField
          label={t('urlLabel')}
          hint={t('urlHint')}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          inputMode="url"
        />
        <FormError message={inputError ?? serverMessage(verify.error)} />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('checking') : t('check')}
        </Button>
      </form>
      {verify.data && <VerificationResult result={verify.data} />}
    </article>
  );
}
