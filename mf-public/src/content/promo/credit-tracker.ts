import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Credit tracker: credits that add up on their own',
    description:
      'Optio’s credit tracker turns completed quests into credits and a transcript you can share, with no spreadsheets to maintain.',
    heading: 'Credits that add up on their own',
    lead: 'Keeping track of credits should not take longer than earning them. Optio’s credit tracker records every finished task as it happens and turns it into credits, a transcript and, in time, a diploma.',
    blocks: [
      { type: 'heading', text: 'How the credit tracker works' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Your learner completes a task in a quest and adds a photo, link or short reflection as evidence.',
          'The task’s XP is recorded in its pillar: STEM, WELLNESS, COMMUNICATION, CIVICS or ART.',
          'XP converts into credits per pillar, shown as progress towards each credit.',
          'Credits flow straight into the transcript, ready to print or share.',
        ],
      },
      { type: 'heading', text: 'What you get' },
      {
        type: 'list',
        items: [
          'A live view of credits earned in every pillar, updated the moment work is done.',
          'A transcript built from real evidence, not from hours logged in a notebook.',
          'A clear picture of where a learner is strong and which pillars deserve attention next.',
          'A diploma that grows out of the work — accredited for Optio Academy families.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'The diploma is a byproduct',
        text: 'We built the credit tracker so that you can stop thinking about credits. Focus on today’s quest; the record keeps itself.',
      },
      {
        type: 'faq',
        items: [
          {
            q: 'Can I add work my learner did before joining?',
            a: 'Yes. Past projects can be uploaded to the portfolio manually, and they count alongside new work.',
          },
          {
            q: 'Is the transcript accepted by colleges?',
            a: 'Many colleges welcome evidence-based transcripts and portfolios. Families who need an accredited diploma can join the Optio Academy.',
          },
        ],
      },
    ],
    form: {
      kind: 'promo-credit-tracker',
      heading: 'See a sample transcript',
      intro:
        'Tell us where to send it and we will e-mail you a sample transcript and credit report built from a real (anonymised) Optio learner.',
      askRole: true,
      submitLabel: 'Send me the sample',
    },
  },
  es: {
    title: 'Seguimiento de créditos: créditos que se suman solos',
    description:
      'El seguimiento de créditos de Optio convierte las misiones completadas en créditos y en un expediente que puedes compartir, sin hojas de cálculo que mantener.',
    heading: 'Créditos que se suman solos',
    lead: 'Llevar la cuenta de los créditos no debería costar más que ganarlos. El seguimiento de créditos de Optio registra cada tarea terminada en el momento y la convierte en créditos, en un expediente y, con el tiempo, en un diploma.',
    blocks: [
      { type: 'heading', text: 'Cómo funciona el seguimiento de créditos' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Tu estudiante completa una tarea de una misión y añade como evidencia una foto, un enlace o una breve reflexión.',
          'Los XP de la tarea se registran en su pilar: STEM, WELLNESS, COMMUNICATION, CIVICS o ART.',
          'Los XP se convierten en créditos por pilar y se muestran como progreso hacia cada crédito.',
          'Los créditos pasan directamente al expediente, listo para imprimir o compartir.',
        ],
      },
      { type: 'heading', text: 'Qué obtienes' },
      {
        type: 'list',
        items: [
          'Una vista en directo de los créditos obtenidos en cada pilar, actualizada en cuanto se termina el trabajo.',
          'Un expediente construido a partir de evidencias reales, no de horas apuntadas en un cuaderno.',
          'Una imagen clara de en qué destaca cada estudiante y qué pilares merecen atención después.',
          'Un diploma que nace del trabajo, acreditado para las familias de la Optio Academy.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'El diploma es una consecuencia',
        text: 'Creamos el seguimiento de créditos para que puedas dejar de pensar en créditos. Céntrate en la misión de hoy; el registro se lleva solo.',
      },
      {
        type: 'faq',
        items: [
          {
            q: '¿Puedo añadir trabajo que mi estudiante hizo antes de unirse?',
            a: 'Sí. Los proyectos anteriores se pueden subir al portafolio a mano y cuentan junto al trabajo nuevo.',
          },
          {
            q: '¿Aceptan las universidades el expediente?',
            a: 'Muchas universidades valoran los expedientes y portafolios basados en evidencias. Las familias que necesitan un diploma acreditado pueden unirse a la Optio Academy.',
          },
        ],
      },
    ],
    form: {
      kind: 'promo-credit-tracker',
      heading: 'Mira un expediente de ejemplo',
      intro:
        'Dinos adónde enviarlo y te mandaremos por correo un expediente y un informe de créditos de ejemplo creados a partir de un estudiante real (anonimizado) de Optio.',
      askRole: true,
      submitLabel: 'Enviarme el ejemplo',
    },
  },
};

export default page;
