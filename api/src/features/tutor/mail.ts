import type { Language } from '../../lib/language';
import { composeMail } from '../../mail/compose';
import type { SafetyCategory } from './tables';
import { HELPLINES } from './safety/policy';

const CATEGORY_WORDS: Record<Language, Record<SafetyCategory, string>> = {
  en: {
    personal_info: 'personal information',
    self_harm: 'thoughts of hurting themselves',
    violence: 'violence',
    abuse: 'possible abuse',
    sexual: 'sexual content',
    bullying: 'bullying',
    drugs: 'drugs or alcohol',
  },
  es: {
    personal_info: 'información personal',
    self_harm: 'pensamientos de hacerse daño',
    violence: 'violencia',
    abuse: 'un posible abuso',
    sexual: 'contenido sexual',
    bullying: 'acoso',
    drugs: 'drogas o alcohol',
  },
};

/** The helplines are US services; their names stay as they are, explained in Spanish. */
const CRISIS_LINE_ES = 'la línea 988 Suicide & Crisis Lifeline (llamada o mensaje de texto al 988)';

function paragraphs(lng: Language, child: string, category: SafetyCategory, excerpt: string) {
  const selfHarm = category === 'self_harm';
  if (lng === 'es') {
    return selfHarm
      ? [
          'Hola:',
          `En una conversación con el tutor de Optio, ${child} acaba de escribir algo que sugiere que podría estar pensando en hacerse daño.`,
          `Lo que escribió ${child}: "${excerpt}"`,
          `El tutor respondió con cuidado, animó a ${child} a hablar con un adulto de confianza y le indicó ${CRISIS_LINE_ES}.`,
          `Hable con ${child} pronto, con calma y sin juzgar: escuche y hágale saber que está a su lado. Si cree que ${child} está en peligro inmediato, llame al 911. Usted también puede llamar o escribir al 988 para recibir orientación sobre cómo ayudar.`,
        ]
      : [
          'Hola:',
          `El filtro de seguridad del tutor de Optio ha marcado un mensaje sobre ${CATEGORY_WORDS.es[category]} en la conversación de ${child}.`,
          `Las palabras marcadas: "${excerpt}"`,
          `El tutor gestionó el mensaje y quedó registrado en el informe de seguridad de ${child}. Una conversación tranquila con ${child} puede ayudar.`,
        ];
  }
  return selfHarm
    ? [
        'Hello,',
        `In a conversation with the Optio tutor just now, ${child} wrote something suggesting they may be thinking about hurting themselves.`,
        `What ${child} wrote: "${excerpt}"`,
        `The tutor answered with care, encouraged ${child} to talk to a trusted adult and shared the ${HELPLINES.crisis}.`,
        `Please check in with ${child} soon, calmly and without judgment: listen, and let them know you are there. If you believe ${child} is in immediate danger, call 911. You can call or text 988 yourself for guidance on how to help.`,
      ]
    : [
        'Hello,',
        `The Optio tutor's safety screening flagged a message about ${CATEGORY_WORDS.en[category]} in ${child}'s conversation.`,
        `The flagged words: "${excerpt}"`,
        `The message was handled by the tutor and recorded in ${child}'s safety report. A gentle conversation with ${child} may help.`,
      ];
}

/**
 * The e-mail a linked parent gets the moment the tutor's screening raises a serious flag, in
 * the parent's language. Self-harm wording follows safe-messaging guidance: calm, specific, with
 * a helpline.
 */
export function safetyAlertMail(opts: {
  to: string;
  childFirstName: string;
  category: SafetyCategory;
  excerpt: string;
  reportUrl: string;
  lng?: Language;
}) {
  const { to, childFirstName: child, category, excerpt, reportUrl } = opts;
  const lng = opts.lng ?? 'en';
  const selfHarm = category === 'self_harm';
  const subject =
    lng === 'es'
      ? selfHarm
        ? `Urgente: ${child} podría necesitar su apoyo ahora mismo`
        : `Alerta de seguridad de Optio: la conversación de ${child} con el tutor`
      : selfHarm
        ? `Urgent: ${child} may need your support right now`
        : `Optio safety alert: ${child}'s tutor conversation`;
  return composeMail(to, lng, subject, paragraphs(lng, child, category, excerpt), {
    url: reportUrl,
    label: lng === 'es' ? 'Abrir el informe de seguridad' : 'Open the safety report',
  });
}
