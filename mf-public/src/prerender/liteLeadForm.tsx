// A lead form on a page served without the app: the form's build-time markup, its submit button
// disabled until the shell's islands have wired it (a click before that would reload the page
// with the visitor's details in the address), the strings the island shows, and the success
// panel it puts in the form's place. Run at build time only.
import { renderToString } from 'react-dom/server';
import { I18nextProvider, i18n } from '@optio/i18n';
import type { LiteLeadFormData, LiteLeadFormMessage } from '@optio/contracts/lead-rules';
import { LeadFormSuccess } from '../components/LeadFormSuccess';
import type { LeadFormContent } from '../content/types';

const SUBMIT = '<button type="submit" class="pub-btn pub-btn--primary">';
const MESSAGES: LiteLeadFormMessage[] = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'messageTooLong',
  'generic',
  'tooMany',
  'connection',
  'invalid',
  'sending',
];

/** `</` cannot end the element early: the JSON goes into a <script> as it is. */
const inScript = (json: string) => json.replace(/</g, '\\u003c');

/** `pageHtml` (a content page with `form`, rendered by React) made ready for the lead form island. */
export function liteLeadForm(
  pageHtml: string,
  form: LeadFormContent,
  t: (key: string) => string,
): string {
  if (pageHtml.split(SUBMIT).length !== 2) {
    throw new Error(`prerender: the lead form's submit button is not ${SUBMIT}`);
  }
  const data: LiteLeadFormData = {
    kind: form.kind,
    messages: Object.fromEntries(
      MESSAGES.map((key) => [key, t(key === 'sending' ? 'form.sending' : `form.errors.${key}`)]),
    ) as LiteLeadFormData['messages'],
  };
  const success = renderToString(
    <I18nextProvider i18n={i18n}>
      <LeadFormSuccess id="pub-lead" />
    </I18nextProvider>,
  );
  return (
    pageHtml.replace(SUBMIT, () => SUBMIT.replace('>', ' disabled="">')) +
    `<script type="application/json" id="optio-lead-form">${inScript(JSON.stringify(data))}</script>` +
    `<template id="optio-lead-success">${success}</template>`
  );
}
