import type { Language } from '../../lib/language';
import { composeMail } from '../../mail/compose';

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
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${requesterFirstName} quiere conectar contigo en Optio`,
        [
          `Hola, ${recipientFirstName}:`,
          `${requesterFirstName} quiere ser tu amigo o amiga en Optio. Los amigos ven las tareas completadas del otro (nunca el trabajo confidencial) y pueden enviarse mensajes.`,
          'Abre tus conexiones para aceptar o rechazar. Si no conoces a esta persona, rechaza la solicitud.',
        ],
        { url, label: 'Abrir mis conexiones' },
      )
    : composeMail(
        to,
        lng,
        `${requesterFirstName} wants to connect with you on Optio`,
        [
          `Hi ${recipientFirstName},`,
          `${requesterFirstName} would like to be your friend on Optio. Friends see each other's completed tasks (never confidential work) and can send each other messages.`,
          'Open your connections to accept or decline. If you do not know this person, decline the request.',
        ],
        { url, label: 'Open my connections' },
      );
