import type { Language } from '../../lib/language';
import { catalogueMail } from '../../mail/catalogue';

/**
 * Tells an Optio student that someone asked to connect. Only the requester's first name is
 * named (the recipient sees the full name and address after signing in).
 */
export const friendRequestMail = (
  to: string,
  recipientFirstName: string,
  requesterFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  catalogueMail(
    to,
    lng,
    'friendRequest',
    { recipient: recipientFirstName, requester: requesterFirstName },
    { url },
  );
