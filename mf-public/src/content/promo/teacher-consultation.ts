import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Talk to a certified teacher',
    description:
      'Book a free consultation with an Optio teacher to plan self-directed learning, credits and a portfolio that fit your learner.',
    heading: 'Plan the year with a certified teacher',
    lead: 'Self-directed does not mean alone. In a free 30-minute consultation, one of our teachers helps you turn your learner’s interests into quests, credits and a plan you feel good about.',
    blocks: [
      { type: 'heading', text: 'In your consultation we will' },
      {
        type: 'list',
        items: [
          'Listen to what your learner loves, struggles with and wonders about.',
          'Sketch three or four first quests across the five pillars.',
          'Explain how credits, the transcript and the diploma come together on Optio.',
          'Answer your questions about the Optio Academy and whether it is right for you.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'No pressure, no sales script',
        text: 'The consultation is free and there is nothing to buy at the end of it. You leave with a plan you can use whether or not you stay with Optio.',
      },
      { type: 'heading', text: 'Who our teachers are' },
      {
        type: 'paragraph',
        text: 'Our consultation teachers are experienced educators who have worked in classrooms, homeschool co-ops and alternative schools. They share one conviction: that young people learn best when they are trusted to lead.',
      },
    ],
    form: {
      kind: 'promo-teacher-consultation',
      heading: 'Request your free consultation',
      intro: 'Tell us a little about yourself and we will e-mail you to find a time that works.',
      askRole: true,
      messageLabel: 'What would you like to talk about? (optional)',
      submitLabel: 'Request a consultation',
    },
  },
  es: {
    title: 'Habla con un docente titulado',
    description:
      'Reserva una consulta gratuita con un docente de Optio para planificar un aprendizaje autodirigido, créditos y un portafolio a la medida de tu estudiante.',
    heading: 'Planifica el curso con un docente titulado',
    lead: 'Autodirigido no significa en solitario. En una consulta gratuita de 30 minutos, uno de nuestros docentes te ayuda a convertir los intereses de tu estudiante en misiones, créditos y un plan con el que te sientas bien.',
    blocks: [
      { type: 'heading', text: 'En tu consulta vamos a' },
      {
        type: 'list',
        items: [
          'Escuchar lo que a tu estudiante le encanta, lo que le cuesta y lo que se pregunta.',
          'Esbozar tres o cuatro primeras misiones entre los cinco pilares.',
          'Explicar cómo encajan en Optio los créditos, el expediente y el diploma.',
          'Responder a tus preguntas sobre la Optio Academy y si es adecuada para ti.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Sin presión y sin discurso de ventas',
        text: 'La consulta es gratuita y al final no hay nada que comprar. Te llevas un plan que puedes usar tanto si te quedas en Optio como si no.',
      },
      { type: 'heading', text: 'Quiénes son nuestros docentes' },
      {
        type: 'paragraph',
        text: 'Nuestros docentes de consulta son educadores con experiencia en aulas, cooperativas de educación en casa y escuelas alternativas. Comparten una convicción: los jóvenes aprenden mejor cuando se confía en ellos para liderar.',
      },
    ],
    form: {
      kind: 'promo-teacher-consultation',
      heading: 'Solicita tu consulta gratuita',
      intro:
        'Cuéntanos un poco sobre ti y te escribiremos para encontrar un momento que te venga bien.',
      askRole: true,
      messageLabel: '¿De qué te gustaría hablar? (opcional)',
      submitLabel: 'Solicitar una consulta',
    },
  },
};

export default page;
