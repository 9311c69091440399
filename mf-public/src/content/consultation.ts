import type { LocalizedPage } from './types';

const page: LocalizedPage = {
  en: {
    title: 'Free consultation',
    description:
      'Book a free, no-pressure consultation with Optio to plan self-directed learning for your family, student or classroom.',
    heading: 'Let’s plan your learner’s next step together',
    lead: 'Every learner is different. Tell us about yours, and an Optio advisor will get back to you to set up a free conversation about quests, credits, the portfolio and the academy.',
    blocks: [
      { type: 'heading', text: 'What a consultation covers' },
      {
        type: 'list',
        items: [
          'Your learner’s interests, goals and the way they like to work.',
          'How to start with a few quests this week — no curriculum overhaul needed.',
          'How XP, badges, credits and the transcript fit together.',
          'Whether the accredited Optio Academy is a good fit, and what joining involves.',
        ],
      },
      { type: 'heading', text: 'How it works' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Send the form below. It takes less than a minute.',
          'We e-mail you a confirmation straight away, and an advisor replies within two business days.',
          'You choose a time for a 30-minute video call with your learner, or without.',
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Free, and nothing to sign',
        text: 'Consultations are free. We use your details only to arrange the call.',
      },
    ],
    form: {
      kind: 'consultation',
      heading: 'Request a consultation',
      intro: 'Fields marked required are all we need; anything else helps us prepare.',
      askRole: true,
      messageLabel: 'Tell us about your learner (optional)',
      submitLabel: 'Request a consultation',
    },
  },
  es: {
    title: 'Consulta gratuita',
    description:
      'Reserva una consulta gratuita y sin compromiso con Optio para planificar el aprendizaje autodirigido de tu familia, tu estudiante o tu clase.',
    heading: 'Planifiquemos juntos el próximo paso de tu estudiante',
    lead: 'Cada estudiante es diferente. Háblanos del tuyo y un asesor de Optio se pondrá en contacto contigo para organizar una conversación gratuita sobre misiones, créditos, el portafolio y la academia.',
    blocks: [
      { type: 'heading', text: 'Qué abarca una consulta' },
      {
        type: 'list',
        items: [
          'Los intereses y objetivos de tu estudiante y su forma de trabajar.',
          'Cómo empezar esta semana con unas pocas misiones, sin rehacer todo el plan de estudios.',
          'Cómo encajan los XP, las insignias, los créditos y el expediente.',
          'Si la Optio Academy acreditada encaja bien y qué supone unirse.',
        ],
      },
      { type: 'heading', text: 'Cómo funciona' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Envía el formulario de abajo. Tardas menos de un minuto.',
          'Te enviamos al momento un correo de confirmación, y un asesor responde en un plazo de dos días laborables.',
          'Eliges un momento para una videollamada de 30 minutos, con tu estudiante o sin él.',
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Gratis y sin nada que firmar',
        text: 'Las consultas son gratuitas. Usamos tus datos solo para organizar la llamada.',
      },
    ],
    form: {
      kind: 'consultation',
      heading: 'Solicitar una consulta',
      intro:
        'Los campos obligatorios son todo lo que necesitamos; lo demás nos ayuda a prepararla.',
      askRole: true,
      messageLabel: 'Háblanos de tu estudiante (opcional)',
      submitLabel: 'Solicitar una consulta',
    },
  },
};

export default page;
