import type { Language } from '../lib/language';
import { composeMail } from './compose';

/**
 * The account e-mails, in English and Spanish. Each takes the recipient's language last
 * (English when not given); for someone who has no account yet (a parent asked for consent) it
 * is the language of the user who caused the mail.
 */

export const verifyEmailMail = (
  to: string,
  firstName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        'Verifica tu dirección de correo para Optio',
        [
          `Hola, ${firstName}:`,
          '¡Te damos la bienvenida a Optio! Confirma tu dirección de correo para terminar de crear tu cuenta.',
        ],
        { url, label: 'Verificar mi correo' },
      )
    : composeMail(
        to,
        lng,
        'Verify your e-mail address for Optio',
        [
          `Hi ${firstName},`,
          'Welcome to Optio! Please confirm your e-mail address to finish creating your account.',
        ],
        { url, label: 'Verify my e-mail address' },
      );

export const duplicateRegistrationMail = (
  to: string,
  firstName: string,
  resetUrl: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        'Alguien intentó registrarse con tu dirección de correo',
        [
          `Hola, ${firstName}:`,
          'Alguien acaba de intentar crear una cuenta de Optio con esta dirección de correo, pero ya tienes una.',
          'Si fuiste tú, inicia sesión. Si olvidaste tu contraseña, puedes restablecerla. Si no fuiste tú, puedes ignorar este mensaje.',
        ],
        { url: resetUrl, label: 'Restablecer mi contraseña' },
      )
    : composeMail(
        to,
        lng,
        'Someone tried to register with your e-mail address',
        [
          `Hi ${firstName},`,
          'Someone just tried to create an Optio account with this e-mail address, but you already have one.',
          'If it was you, sign in instead. If you forgot your password, you can reset it. If it was not you, you can ignore this message.',
        ],
        { url: resetUrl, label: 'Reset my password' },
      );

export const parentalConsentMail = (
  to: string,
  childFirstName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `${childFirstName} quiere unirse a Optio: necesitamos su consentimiento`,
        [
          'Hola:',
          `${childFirstName} ha pedido crear una cuenta en Optio, una plataforma de aprendizaje autodirigido, y ha indicado esta dirección como la de su madre, padre o tutor legal.`,
          'Como tiene menos de 13 años, la cuenta permanece bloqueada hasta que usted dé su consentimiento. Lea nuestro aviso y dé su consentimiento con el enlace de abajo (válido durante 7 días). Si no hace nada, la cuenta y sus datos se eliminan pasados 7 días.',
          'Para dar el consentimiento, inicie sesión con su cuenta de madre, padre o tutor de Optio o cree una (con su propio correo, no el de su hijo o hija). Al darlo, la cuenta de su hijo o hija queda vinculada a la suya y podrá revisar, descargar y eliminar sus datos desde el panel familiar.',
        ],
        { url, label: 'Revisar y dar el consentimiento' },
      )
    : composeMail(
        to,
        lng,
        `${childFirstName} wants to join Optio: your consent is needed`,
        [
          'Hello,',
          `${childFirstName} has asked to create an account on Optio, a self-directed learning platform, and gave this address as their parent or guardian.`,
          'Because they are under 13, the account stays locked until you consent. Please review our notice and consent using the link below (valid for 7 days). If you do nothing, the account and its data are deleted after 7 days.',
          "To consent, sign in with your Optio parent account or create one (with your own e-mail address, not your child's). Consenting links your child's account to yours, and you can review, download and delete their data from your family dashboard.",
        ],
        { url, label: 'Review and give consent' },
      );

export const consentConfirmedMail = (
  to: string,
  childFirstName: string,
  revokeUrl: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `Ha dado su consentimiento para la cuenta de Optio de ${childFirstName}`,
        [
          'Hola:',
          `Gracias. Hemos registrado su consentimiento para la cuenta de ${childFirstName} y la cuenta ya está desbloqueada.`,
          `${childFirstName} ya está vinculado o vinculada a su cuenta: en su panel familiar puede revisar sus datos, descargarlos y eliminarlos.`,
          'Puede retirar el consentimiento en cualquier momento con el enlace de abajo o desde el panel familiar: la cuenta se bloquea al instante y sus datos se eliminan pasados 30 días.',
        ],
        { url: revokeUrl, label: 'Retirar el consentimiento' },
      )
    : composeMail(
        to,
        lng,
        `You gave consent for ${childFirstName}'s Optio account`,
        [
          'Hello,',
          `Thank you. Your consent for ${childFirstName}'s account has been recorded and the account is now unlocked.`,
          `${childFirstName} is now linked to your account: from your family dashboard you can review their data, download it and delete it.`,
          'You can withdraw consent at any time with the link below or from your family dashboard: the account is locked at once and its data is deleted after 30 days.',
        ],
        { url: revokeUrl, label: 'Withdraw consent' },
      );

export const consentWithdrawnMail = (
  to: string,
  childFirstName: string,
  deletionDate: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        `Ha retirado su consentimiento para la cuenta de Optio de ${childFirstName}`,
        [
          'Hola:',
          `Hemos registrado la retirada de su consentimiento. La cuenta de ${childFirstName} está bloqueada desde ahora y se han cerrado todas sus sesiones.`,
          `Sus datos se eliminarán definitivamente el ${deletionDate}. Hasta entonces puede descargarlos o eliminarlos ya desde su panel familiar.`,
        ],
      )
    : composeMail(to, lng, `You withdrew consent for ${childFirstName}'s Optio account`, [
        'Hello,',
        `Your withdrawal of consent is recorded. ${childFirstName}'s account is locked from now on and every session has been ended.`,
        `Their data will be deleted for good on ${deletionDate}. Until then you can download it, or delete it at once, from your family dashboard.`,
      ]);

export const resetPasswordMail = (
  to: string,
  firstName: string,
  url: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        'Restablece tu contraseña de Optio',
        [
          `Hola, ${firstName}:`,
          'Hemos recibido una solicitud para restablecer tu contraseña. El enlace de abajo funciona una sola vez y caduca en 1 hora.',
          'Si no lo pediste, puedes ignorar este correo; tu contraseña no cambia.',
        ],
        { url, label: 'Elegir una contraseña nueva' },
      )
    : composeMail(
        to,
        lng,
        'Reset your Optio password',
        [
          `Hi ${firstName},`,
          'We received a request to reset your password. The link below works once and expires in 1 hour.',
          'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
        ],
        { url, label: 'Choose a new password' },
      );

export const passwordChangedMail = (
  to: string,
  firstName: string,
  forgotUrl: string,
  lng: Language = 'en',
) =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        'Se ha cambiado tu contraseña de Optio',
        [
          `Hola, ${firstName}:`,
          'Tu contraseña se acaba de cambiar y se ha cerrado la sesión en todos los dispositivos.',
          'Si no fuiste tú, restablece tu contraseña ahora y contacta con soporte.',
        ],
        { url: forgotUrl, label: 'Restablecer mi contraseña' },
      )
    : composeMail(
        to,
        lng,
        'Your Optio password was changed',
        [
          `Hi ${firstName},`,
          'Your password was just changed and every device was signed out.',
          'If this was not you, reset your password now and contact support.',
        ],
        { url: forgotUrl, label: 'Reset my password' },
      );

/** Control characters (line breaks included) become spaces, for subjects and one-line fields. */
const oneLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters of a visitor's text, on one line, with an ellipsis when cut. */
export const signInLinkMail = (to: string, firstName: string, url: string, lng: Language = 'en') =>
  lng === 'es'
    ? composeMail(
        to,
        lng,
        'Intentos de inicio de sesión en tu cuenta de Optio',
        [
          `Hola, ${firstName}:`,
          'Alguien escribió varias veces una contraseña equivocada para tu cuenta, así que el inicio de sesión con contraseña está en pausa durante un rato desde donde lo intentaron.',
          'Si fuiste tú, puedes iniciar sesión ahora con el enlace de un solo uso de abajo (válido durante 30 minutos, se puede usar una vez). Si no fuiste tú, tu cuenta está a salvo: nadie puede entrar sin tu contraseña o este correo. También puedes restablecer tu contraseña.',
        ],
        { url, label: 'Iniciar sesión en Optio' },
      )
    : composeMail(
        to,
        lng,
        'Sign-in attempts on your Optio account',
        [
          `Hi ${firstName},`,
          'Someone entered a wrong password for your account several times, so sign-in with a password is paused for a while from where they tried.',
          'If it was you, you can sign in now with the one-time link below (valid for 30 minutes, usable once). If it was not you, your account is safe: nobody can sign in without your password or this e-mail. You can also reset your password.',
        ],
        { url, label: 'Sign in to Optio' },
      );

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
  lng === 'es'
    ? composeMail(to, lng, `Hemos recibido tu solicitud: ${topic}`, [
        `Hola, ${excerpt(name, 100)}:`,
        `Gracias por escribirnos sobre ${topic}. Una persona del equipo de Optio responderá a esta dirección en un plazo de dos días laborables.`,
        ...(note ? [`Tu nota empezaba así: “${excerpt(note)}”`] : []),
        'Si no enviaste esta solicitud, puedes ignorar este correo; no volveremos a contactarte por ella.',
      ])
    : composeMail(to, lng, `We received your request: ${topic}`, [
        `Hi ${excerpt(name, 100)},`,
        `Thank you for reaching out about ${topic}. A member of the Optio team will reply to this address within two business days.`,
        ...(note ? [`Your note began: “${excerpt(note)}”`] : []),
        'If you did not send this request, you can ignore this e-mail; we will not contact you again about it.',
      ]);

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

/** To the staff inbox: always English (the team's working language). */
export const leadStaffNoticeMail = (to: string, lead: LeadNotice) =>
  composeMail(to, 'en', `New request (${lead.kind}) from ${excerpt(lead.name, 60)}`, [
    `A visitor sent a request about ${lead.topic}.`,
    `Name: ${oneLine(lead.name)}`,
    `E-mail: ${lead.email}`,
    `Role: ${lead.role ?? 'not given'}`,
    `Received: ${lead.createdAt}`,
    `Reference: ${lead.id}`,
    lead.message ? `Message:\n${lead.message}` : 'No message.',
  ]);
