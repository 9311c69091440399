import type { Language } from '../../lib/language';
import { composeMail } from '../../mail/compose';

export const linkInvitationMail = (
  to: string,
  inviterName: string,
  inviterIs: 'parent' | 'child',
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${inviterName} quiere vincular su cuenta con la tuya en Optio`,
        [
          'Hola:',
          inviterIs === 'parent'
            ? `${inviterName} ha pedido vincularse a tu cuenta de Optio como tu madre, padre o tutor, para seguir y celebrar tu aprendizaje.`
            : `${inviterName} te ha pedido que te vincules a su cuenta de Optio como su madre, padre o tutor, para que puedas seguir y celebrar su aprendizaje.`,
          'No se comparte nada hasta que lo apruebes. Si no conoces a esta persona, ignora este mensaje.',
        ],
        { url, label: 'Revisar la solicitud' },
      )
    : composeMail(
        to,
        lng,
        `${inviterName} wants to link accounts with you on Optio`,
        [
          'Hello,',
          inviterIs === 'parent'
            ? `${inviterName} asked to be linked to your Optio account as your parent, so they can follow and celebrate your learning.`
            : `${inviterName} asked you to link to their Optio account as their parent, so you can follow and celebrate their learning.`,
          'Nothing is shared until you approve. If you do not know this person, ignore this message.',
        ],
        { url, label: 'Review the request' },
      );

/** The invitee may have no account yet: written in the inviting parent's language. */
export const observerInvitationMail = (
  to: string,
  parentName: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${parentName} le invita a seguir el aprendizaje de ${childFirstName} en Optio`,
        [
          'Hola:',
          `${parentName} le invita a ser observador de ${childFirstName} en Optio: verá el trabajo que ${childFirstName} comparta y podrá animarle y dejarle palabras de ánimo.`,
          'La invitación es válida durante 7 días. Si no la esperaba, ignore este mensaje.',
        ],
        { url, label: 'Aceptar la invitación' },
      )
    : composeMail(
        to,
        lng,
        `${parentName} invites you to follow ${childFirstName}'s learning on Optio`,
        [
          'Hello,',
          `${parentName} invites you to be an observer of ${childFirstName} on Optio: you will see the work ${childFirstName} shares and can cheer and leave words of encouragement.`,
          'The invitation is valid for 7 days. If you were not expecting it, ignore this message.',
        ],
        { url, label: 'Accept the invitation' },
      );

/** A parent asked to link to a child under 13: the parent who consented decides. */
export const guardianApprovalMail = (
  to: string,
  inviterName: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${inviterName} quiere vincularse a la cuenta de ${childFirstName} en Optio`,
        [
          'Hola:',
          `${inviterName} ha pedido vincularse a la cuenta de ${childFirstName} como su madre, padre o tutor. Como usted dio el consentimiento y ${childFirstName} tiene menos de 13 años, la decisión es suya.`,
          'Un vínculo da acceso al trabajo, las pruebas y las conversaciones con el tutor de su hijo o hija. Si no conoce a esta persona, rechace la solicitud.',
        ],
        { url, label: 'Revisar la solicitud' },
      )
    : composeMail(
        to,
        lng,
        `${inviterName} wants to link to ${childFirstName}'s Optio account`,
        [
          'Hello,',
          `${inviterName} asked to be linked to ${childFirstName}'s account as their parent. Because you gave consent and ${childFirstName} is under 13, the decision is yours.`,
          "A link gives access to your child's work, evidence and tutor conversations. If you do not know this person, decline the request.",
        ],
        { url, label: 'Review the request' },
      );

/** A student aged 13 or more removed their link to this parent. */
export const linkRemovedMail = (
  to: string,
  childName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${childName} ha quitado el vínculo con tu cuenta en Optio`,
        [
          'Hola:',
          `${childName} ha quitado el vínculo familiar con tu cuenta de Optio: ya no verás su progreso ni sus datos.`,
          'Si crees que es un error, habla con tu hijo o hija; puedes enviar una nueva solicitud de vínculo desde el panel familiar.',
        ],
        { url, label: 'Abrir el panel familiar' },
      )
    : composeMail(
        to,
        lng,
        `${childName} removed the link to your Optio account`,
        [
          'Hello,',
          `${childName} removed the family link to your Optio account: you no longer see their progress or data.`,
          'If you think this is a mistake, talk with your child; you can send a new link request from your family dashboard.',
        ],
        { url, label: 'Open the family dashboard' },
      );
