import type { Language } from '../../lib/language';
import { catalogueMail } from '../../mail/catalogue';

export const linkInvitationMail = (
  to: string,
  inviterName: string,
  inviterIs: 'parent' | 'child',
  url: string,
  lng: Language = 'en',
) =>
  catalogueMail(to, lng, 'linkInvitation', { inviter: inviterName }, { url, context: inviterIs });

/** The invitee may have no account yet: written in the inviting parent's language. */
export const observerInvitationMail = (
  to: string,
  parentName: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'observerInvitation',
    { parent: parentName, child: childFirstName },
    { url },
  );

/** A parent asked to link to a child under 13: the parent who consented decides. */
export const guardianApprovalMail = (
  to: string,
  inviterName: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'guardianApproval',
    { inviter: inviterName, child: childFirstName },
    { url },
  );

/** A student aged 13 or more removed their link to this parent. */
export const linkRemovedMail = (to: string, childName: string, url: string, lng: Language = 'en') =>
  catalogueMail(to, lng, 'linkRemoved', { child: childName }, { url });
