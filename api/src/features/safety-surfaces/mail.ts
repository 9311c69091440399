import type { Language } from '../../lib/language';
import { composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import { HELPLINES } from '../tutor/safety/policy';
import type { ItemSurface } from './rules';

const WHERE: Record<Language, Record<ItemSurface, string>> = {
  en: {
    direct_message: 'a direct message',
    encouragement: 'an encouragement from an observer',
    evidence: 'the text of their learning evidence',
  },
  es: {
    direct_message: 'un mensaje directo',
    encouragement: 'un mensaje de ánimo de un observador',
    evidence: 'el texto de una evidencia de aprendizaje',
  },
};

/** The helplines are US services; their names stay as they are, explained in Spanish. */
const CRISIS_LINE_ES = 'la línea 988 Suicide & Crisis Lifeline (llamada o mensaje de texto al 988)';
const CHILD_ABUSE_LINE_ES = 'la línea Childhelp National Child Abuse Hotline (1-800-422-4453)';

function selfHarmParagraphs(lng: Language, child: string, where: string, excerpt: string) {
  return lng === 'es'
    ? [
        'Hola:',
        `En ${where} en Optio, ${child} acaba de escribir algo que sugiere que podría estar pensando en hacerse daño.`,
        `Lo que escribió ${child}: "${excerpt}"`,
        `Optio lo retuvo, le mostró a ${child} una nota de apoyo que le anima a hablar con un adulto de confianza y le indicó ${CRISIS_LINE_ES}. El equipo de seguridad de Optio también lo revisará.`,
        `Hable con ${child} pronto, con calma y sin juzgar: escuche y hágale saber que está a su lado. Si cree que ${child} está en peligro inmediato, llame al 911. Usted también puede llamar o escribir al 988 para recibir orientación sobre cómo ayudar.`,
      ]
    : [
        'Hello,',
        `In ${where} on Optio just now, ${child} wrote something suggesting they may be thinking about hurting themselves.`,
        `What ${child} wrote: "${excerpt}"`,
        `Optio held it back, showed ${child} a caring note encouraging them to talk to a trusted adult and shared the ${HELPLINES.crisis}. Optio's safety team will review it too.`,
        `Please check in with ${child} soon, calmly and without judgment: listen, and let them know you are there. If you believe ${child} is in immediate danger, call 911. You can call or text 988 yourself for guidance on how to help.`,
      ];
}

function sexualParagraphs(lng: Language, child: string, where: string, excerpt: string) {
  return lng === 'es'
    ? [
        'Hola:',
        `El filtro de seguridad de Optio retuvo ${where} relacionado con ${child} porque podría contener contenido sexual o un intento de ganarse en secreto la confianza de un menor (por ejemplo, pedir fotos, quedar a solas o guardar secretos ante los padres).`,
        `Las palabras marcadas: "${excerpt}"`,
        `No se entregó, y el equipo de seguridad de Optio lo revisará. Una conversación tranquila con ${child} puede ayudar: recuérdele que nadie debe pedirle que le oculte secretos a usted y que nunca es culpa suya. También puede llamar a ${CHILD_ABUSE_LINE_ES}.`,
      ]
    : [
        'Hello,',
        `Optio's safety screening held ${where} involving ${child} because it may contain sexual content or an attempt to win a child's trust in secret (for example asking for pictures, to meet alone or to keep secrets from parents).`,
        `The flagged words: "${excerpt}"`,
        `It was not delivered, and Optio's safety team will review it. A calm conversation with ${child} may help: remind them that nobody should ask them to keep secrets from you, and that it is never their fault. You can also call the ${HELPLINES.childAbuse}.`,
      ];
}

/**
 * The e-mail a linked parent gets at once when a held message or piece of evidence involves
 * their child, in the parent's language: self-harm (their child wrote it) or sexual content and
 * grooming (sent to or by their child). Self-harm wording follows safe-messaging guidance.
 */
export function surfaceAlertMail(opts: {
  to: string;
  childFirstName: string;
  surface: ItemSurface;
  alert: 'self_harm' | 'sexual';
  excerpt: string;
  reportUrl: string;
  lng?: Language;
}): MailMessage {
  const { to, childFirstName: child, surface, alert, excerpt, reportUrl } = opts;
  const lng = opts.lng ?? 'en';
  const where = WHERE[lng][surface];
  const link = {
    url: reportUrl,
    label: lng === 'es' ? 'Abrir el informe de seguridad' : 'Open the safety report',
  };
  if (alert === 'self_harm') {
    const subject =
      lng === 'es'
        ? `Urgente: ${child} podría necesitar su apoyo ahora mismo`
        : `Urgent: ${child} may need your support right now`;
    return composeMail(to, lng, subject, selfHarmParagraphs(lng, child, where, excerpt), link);
  }
  const subject =
    lng === 'es'
      ? `Alerta de seguridad de Optio: se retuvo un mensaje relacionado con ${child}`
      : `Optio safety alert: a message involving ${child} was held`;
  return composeMail(to, lng, subject, sexualParagraphs(lng, child, where, excerpt), link);
}
