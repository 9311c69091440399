import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Learning that counts, starting today',
    description:
      'See how Optio turns self-directed projects into credits, a portfolio and a diploma. Free to start, no credit card needed.',
    heading: 'Learning that counts, starting today',
    lead: 'Optio helps families turn the projects their learners already love into real, recognised progress. No busywork, no waiting for someday — just quests, evidence and a record that builds itself.',
    blocks: [
      { type: 'heading', text: 'Why families choose Optio' },
      {
        type: 'list',
        items: [
          'Learners choose quests they care about, so motivation comes from the inside.',
          'Every completed task earns XP in STEM, WELLNESS, COMMUNICATION, CIVICS or ART.',
          'The portfolio, transcript and credit tracker fill themselves as work is finished.',
          'An AI tutor is available at any hour, and parents can see how it is used.',
          'Relatives and mentors can follow along as observers and cheer every milestone.',
        ],
      },
      { type: 'heading', text: 'Find the part that fits your family' },
      {
        type: 'paragraph',
        text: 'Whether you need to show credits for a homeschool year, want a portfolio that speaks for itself, or would like a teacher to help plan the road ahead, we have a page for you.',
      },
      {
        type: 'links',
        items: [
          { label: 'Track credits without the spreadsheets', href: '/promo/credit-tracker' },
          {
            label: 'Build a homeschool portfolio automatically',
            href: '/promo/homeschool-portfolio',
          },
          { label: 'Talk to a certified teacher', href: '/promo/teacher-consultation' },
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Free to start, no credit card needed',
        text: 'Create a free account today, or try the two-minute demo first to see how a quest becomes a diploma.',
      },
    ],
    form: {
      kind: 'promo',
      heading: 'Get the Optio starter guide',
      intro:
        'Leave your name and e-mail and we will send you a short guide to your first week of self-directed learning, with three quest ideas to start with.',
      askRole: true,
      submitLabel: 'Send me the guide',
    },
  },
  es: {
    title: 'Aprendizaje que cuenta, desde hoy',
    description:
      'Descubre cómo Optio convierte los proyectos autodirigidos en créditos, un portafolio y un diploma. Empezar es gratis, sin tarjeta de crédito.',
    heading: 'Aprendizaje que cuenta, desde hoy',
    lead: 'Optio ayuda a las familias a convertir los proyectos que sus hijos ya adoran en un progreso real y reconocido. Sin tareas de relleno ni esperar a algún día: solo misiones, evidencias y un registro que se construye solo.',
    blocks: [
      { type: 'heading', text: 'Por qué las familias eligen Optio' },
      {
        type: 'list',
        items: [
          'Los estudiantes eligen misiones que les importan, así que la motivación sale de dentro.',
          'Cada tarea completada da XP en STEM, WELLNESS, COMMUNICATION, CIVICS o ART.',
          'El portafolio, el expediente y el seguimiento de créditos se completan solos a medida que se termina el trabajo.',
          'Un tutor de IA está disponible a cualquier hora, y las familias pueden ver cómo se usa.',
          'Familiares y mentores pueden seguir el camino como observadores y celebrar cada logro.',
        ],
      },
      { type: 'heading', text: 'Encuentra lo que encaja con tu familia' },
      {
        type: 'paragraph',
        text: 'Tanto si necesitas acreditar los créditos de un año de educación en casa como si quieres un portafolio que hable por sí solo o que un docente te ayude a planificar el camino, tenemos una página para ti.',
      },
      {
        type: 'links',
        items: [
          {
            label: 'Lleva el control de créditos sin hojas de cálculo',
            href: '/promo/credit-tracker',
          },
          {
            label: 'Crea un portafolio de educación en casa de forma automática',
            href: '/promo/homeschool-portfolio',
          },
          { label: 'Habla con un docente titulado', href: '/promo/teacher-consultation' },
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Empezar es gratis, sin tarjeta de crédito',
        text: 'Crea hoy una cuenta gratuita o prueba antes la demo de dos minutos para ver cómo una misión se convierte en un diploma.',
      },
    ],
    form: {
      kind: 'promo',
      heading: 'Consigue la guía de inicio de Optio',
      intro:
        'Déjanos tu nombre y tu correo y te enviaremos una guía breve para tu primera semana de aprendizaje autodirigido, con tres ideas de misiones para empezar.',
      askRole: true,
      submitLabel: 'Enviarme la guía',
    },
  },
};

export default page;
