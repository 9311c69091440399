import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@optio/router';
import { isApiError, serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import type { LeadFormContent } from '../content/types';
import {
  EMPTY_LEAD,
  LEAD_ROLES,
  MESSAGE_MAX,
  toLeadPayload,
  validateLead,
  type LeadErrors,
  type LeadField,
  type LeadValues,
} from './leadValidation';
import { submitLead } from './api/submitLead';
import { LeadFormSuccess } from './LeadFormSuccess';
import './LeadForm.css';

type Status = 'idle' | 'submitting' | 'success';
const FIELD_ORDER: LeadField[] = ['name', 'email', 'role', 'message'];

/** The request form of /consultation and the promo pages: `POST /api/leads`. */
export function LeadForm({ form }: { form: LeadFormContent }) {
  const { t } = useTranslation('public');
  const id = useId();
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [serverFields, setServerFields] = useState<Partial<Record<LeadField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [attempted, setAttempted] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<LeadField, HTMLElement | null>>>({});

  const fieldId = (field: LeadField) => `${id}-${field}`;
  const errorText = (field: LeadField) => {
    const key = errors[field];
    return key ? t(key) : serverFields[field];
  };

  const update = (field: LeadField, value: string) => {
    const next = { ...values, [field]: value } as LeadValues;
    setValues(next);
    if (attempted) setErrors(validateLead(next));
    if (serverFields[field]) {
      setServerFields((prev) => {
        const next = { ...prev };
        delete next[field];
        return next;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setAttempted(true);
    setServerError(null);
    setServerFields({});
    const found = validateLead(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await submitLead(toLeadPayload(form.kind, values));
      setStatus('success');
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setStatus('idle');
      if (!isApiError(error)) {
        setServerError(t('form.errors.generic'));
      } else if (error.status === 429) {
        setServerError(t('form.errors.tooMany'));
      } else if (error.status === 0) {
        setServerError(t('form.errors.connection'));
      } else if (error.status === 400) {
        const fields = serverFieldErrors(error);
        const known: Partial<Record<LeadField, string>> = {};
        for (const f of FIELD_ORDER) if (fields[f]) known[f] = fields[f];
        setServerFields(known);
        setServerError(serverMessage(error) ?? t('form.errors.invalid'));
      } else {
        setServerError(serverMessage(error) ?? t('form.errors.generic'));
      }
    }
  };

  if (status === 'success') {
    return <LeadFormSuccess id={id} headingRef={successRef} />;
  }

  const describedBy = (field: LeadField, hint?: string) =>
    [hint, errorText(field) ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  const fieldError = (field: LeadField) => {
    const text = errorText(field);
    return text ? (
      <p className="pub-field__error" id={`${fieldId(field)}-error`}>
        {text}
      </p>
    ) : null;
  };

  const submitting = status === 'submitting';

  return (
    <section className="pub-lead" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{form.heading}</h2>
      {form.intro && <p className="pub-lead__intro">{form.intro}</p>}
      <form noValidate onSubmit={submit} aria-busy={submitting}>
        {serverError && (
          <div className="pub-alert pub-alert--error" role="alert">
            {serverError}
          </div>
        )}
        <div className="pub-field">
          <label htmlFor={fieldId('name')}>
            {t('form.name')} <span className="pub-field__req">{t('form.required')}</span>
          </label>
          <input
            id={fieldId('name')}
            ref={(el) => {
              fieldRefs.current.name = el;
            }}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
            aria-required="true"
            aria-invalid={errorText('name') ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </div>
        <div className="pub-field">
          <label htmlFor={fieldId('email')}>
            {t('form.email')} <span className="pub-field__req">{t('form.required')}</span>
          </label>
          <input
            id={fieldId('email')}
            ref={(el) => {
              fieldRefs.current.email = el;
            }}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
            aria-required="true"
            aria-invalid={errorText('email') ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {fieldError('email')}
        </div>
        {form.askRole && (
          <div className="pub-field">
            <label htmlFor={fieldId('role')}>{t('form.role')}</label>
            <select
              id={fieldId('role')}
              ref={(el) => {
                fieldRefs.current.role = el;
              }}
              name="role"
              value={values.role}
              onChange={(e) => update('role', e.target.value)}
              aria-invalid={errorText('role') ? true : undefined}
              aria-describedby={describedBy('role')}
            >
              <option value="">{t('form.rolePlaceholder')}</option>
              {LEAD_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`form.roles.${role}`)}
                </option>
              ))}
            </select>
            {fieldError('role')}
          </div>
        )}
        <div className="pub-field">
          <label htmlFor={fieldId('message')}>{form.messageLabel ?? t('form.message')}</label>
          {!form.messageLabel && (
            <p className="pub-field__hint" id={`${fieldId('message')}-hint`}>
              {t('form.messageHint')}
            </p>
          )}
          <textarea
            id={fieldId('message')}
            ref={(el) => {
              fieldRefs.current.message = el;
            }}
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX + 200}
            value={values.message}
            onChange={(e) => update('message', e.target.value)}
            aria-invalid={errorText('message') ? true : undefined}
            aria-describedby={describedBy(
              'message',
              form.messageLabel ? undefined : `${fieldId('message')}-hint`,
            )}
          />
          {fieldError('message')}
        </div>
        <button type="submit" className="pub-btn pub-btn--primary" disabled={submitting}>
          {submitting ? t('form.sending') : (form.submitLabel ?? t('form.submit'))}
        </button>
        <p className="pub-lead__privacy">
          <Link to="/privacy">{t('form.privacyNote')}</Link>
        </p>
      </form>
    </section>
  );
}
