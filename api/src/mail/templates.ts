import type { Language } from '../lib/language';
import { catalogueMail } from './catalogue';
import { mailWords } from './words';

/**
 * The account e-mails; their words are in the mail catalogue (locales/*.json). Each takes the
 * recipient's language last (English when not given); for someone who has no account yet (a
 * parent asked for consent) it is the language of the user who caused the mail.
 */

export const verifyEmailMail = (to: string, firstName: string, url: string, lng: Language = 'en') =>
  catalogueMail(to, lng, 'verifyEmail', { firstName }, { url });

export const duplicateRegistrationMail = (
  to: string,
  firstName: string,
  resetUrl: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'duplicateRegistration', { firstName }, { url: resetUrl });

export const parentalConsentMail = (
  to: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'parentalConsent', { child: childFirstName }, { url });

export const consentConfirmedMail = (
  to: string,
  childFirstName: string,
  revokeUrl: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'consentConfirmed', { child: childFirstName }, { url: revokeUrl });

export const consentWithdrawnMail = (
  to: string,
  childFirstName: string,
  deletionDate: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'consentWithdrawn', { child: childFirstName, deletionDate });

export const resetPasswordMail = (
  to: string,
  firstName: string,
  url: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'resetPassword', { firstName }, { url });

export const passwordChangedMail = (
  to: string,
  firstName: string,
  forgotUrl: string,
  lng: Language = 'en',
) => catalogueMail(to, lng, 'passwordChanged', { firstName }, { url: forgotUrl });

export const signInLinkMail = (to: string, firstName: string, url: string, lng: Language = 'en') =>
  catalogueMail(to, lng, 'signInLink', { firstName }, { url });

/** Control characters (line breaks included) become spaces, for subjects and one-line fields. */
const oneLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters of a visitor's text, on one line, with an ellipsis when cut. */
export const excerpt = (s: string, max = 160) => {
  const flat = oneLine(s);
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

export const leadConfirmationMail = (
  to: string,
  name: string,
  topic: string,
  note: string | null,
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'leadConfirmation',
    { name: excerpt(name, 100), topic, note: note ? excerpt(note) : '' },
    note ? { context: 'note' } : {},
  );

/** A promo form's confirmation, carrying the promised resource as a signed link. */
export const leadResourceMail = (
  to: string,
  input: { name: string; topic: string; resource: string; url: string; note: string | null },
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'leadResource',
    {
      name: excerpt(input.name, 100),
      topic: input.topic,
      resource: input.resource,
      note: input.note ? excerpt(input.note) : '',
    },
    { url: input.url, ...(input.note ? { context: 'note' } : {}) },
  );

/** A consultation request's confirmation: what happens next. */
export const consultationConfirmationMail = (
  to: string,
  name: string,
  topic: string,
  note: string | null,
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'consultationConfirmation',
    { name: excerpt(name, 100), topic, note: note ? excerpt(note) : '' },
    note ? { context: 'note' } : {},
  );

export interface LeadNotice {
  id: string;
  kind: string;
  topic: string;
  name: string;
  email: string;
  role: string | null;
  message: string | null;
  createdAt: string;
}

/** To the staff inbox: always English (the team's working language), with a link to the lead. */
export const leadStaffNoticeMail = (to: string, lead: LeadNotice, url?: string) => {
  const t = mailWords('en');
  return catalogueMail(
    to,
    'en',
    'leadStaffNotice',
    {
      kind: lead.kind,
      name: excerpt(lead.name, 60),
      topic: lead.topic,
      fullName: oneLine(lead.name),
      email: lead.email,
      role: lead.role ?? t('leadStaffNotice.roleNotGiven'),
      createdAt: lead.createdAt,
      id: lead.id,
      messageLine: lead.message
        ? t('leadStaffNotice.message', { message: lead.message })
        : t('leadStaffNotice.noMessage'),
    },
    url ? { url } : {},
  );
};
