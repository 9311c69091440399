import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Homeschool portfolio that builds itself',
    description:
      'Document your homeschool year without the binders: Optio collects every finished task into a portfolio you can share with evaluators, colleges and family.',
    heading: 'A homeschool portfolio that builds itself',
    lead: 'End-of-year reviews should be a celebration, not a scramble. With Optio, every task your child finishes — with its photos, links and reflections — flows into a tidy portfolio the moment it is done.',
    blocks: [
      { type: 'heading', text: 'Document learning as it happens' },
      {
        type: 'paragraph',
        text: 'As a parent you can record your child’s learning as quests made of tasks: the science fair project, the week spent volunteering, the recipes cooked with grandma. Each one earns XP in a pillar and lands in the portfolio with its evidence.',
      },
      {
        type: 'list',
        items: [
          'A family dashboard shows each child’s quests, progress and recent work.',
          'Upload past work so last year’s best projects are part of the story.',
          'Group evidence by pillar — STEM, WELLNESS, COMMUNICATION, CIVICS and ART — for evaluators.',
          'Share a public showcase page only when you approve it; children’s work is private by default.',
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Private until you say so',
        text: 'Children under 13 need a parent’s consent to use Optio, and their work becomes public only with your approval.',
      },
      { type: 'heading', text: 'What families tell us' },
      {
        type: 'paragraph',
        text: 'Parents say the biggest change is not the saved hours — it is the conversations. When a child can scroll back through a year of finished work, they see how far they have come, and so do you.',
      },
    ],
    form: {
      kind: 'promo-homeschool-portfolio',
      heading: 'Get the homeschool portfolio checklist',
      intro:
        'We will e-mail you a one-page checklist of what to capture for an end-of-year review, and how Optio collects it for you.',
      messageLabel: 'Your children’s ages and anything we should know (optional)',
      submitLabel: 'Send me the checklist',
    },
  },
  es: {
    title: 'Un portafolio de educación en casa que se construye solo',
    description:
      'Documenta tu año de educación en casa sin archivadores: Optio reúne cada tarea terminada en un portafolio que puedes compartir con evaluadores, universidades y la familia.',
    heading: 'Un portafolio de educación en casa que se construye solo',
    lead: 'Las revisiones de fin de curso deberían ser una celebración, no una carrera contrarreloj. Con Optio, cada tarea que termina tu hijo o hija, con sus fotos, enlaces y reflexiones, pasa a un portafolio ordenado en cuanto está hecha.',
    blocks: [
      { type: 'heading', text: 'Documenta el aprendizaje mientras sucede' },
      {
        type: 'paragraph',
        text: 'Como madre o padre puedes registrar el aprendizaje de tu hijo o hija como misiones formadas por tareas: el proyecto de la feria de ciencias, la semana de voluntariado, las recetas cocinadas con la abuela. Cada una da XP en un pilar y llega al portafolio con sus evidencias.',
      },
      {
        type: 'list',
        items: [
          'Un panel familiar muestra las misiones, el progreso y el trabajo reciente de cada hijo.',
          'Sube trabajos anteriores para que los mejores proyectos del año pasado formen parte de la historia.',
          'Agrupa las evidencias por pilar (STEM, WELLNESS, COMMUNICATION, CIVICS y ART) para los evaluadores.',
          'Comparte una página pública solo cuando tú la apruebes; el trabajo de los menores es privado por defecto.',
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Privado hasta que tú digas',
        text: 'Los menores de 13 años necesitan el consentimiento de su madre, padre o tutor para usar Optio, y su trabajo solo se hace público con tu aprobación.',
      },
      { type: 'heading', text: 'Lo que nos cuentan las familias' },
      {
        type: 'paragraph',
        text: 'Las familias dicen que el gran cambio no son las horas ahorradas, sino las conversaciones. Cuando un niño puede repasar un año entero de trabajo terminado, ve todo lo que ha avanzado, y tú también.',
      },
    ],
    form: {
      kind: 'promo-homeschool-portfolio',
      heading: 'Consigue la lista de control del portafolio',
      intro:
        'Te enviaremos por correo una lista de una página con lo que conviene recoger para una revisión de fin de curso y cómo Optio lo reúne por ti.',
      messageLabel: 'Las edades de tus hijos y cualquier cosa que debamos saber (opcional)',
      submitLabel: 'Enviarme la lista',
    },
  },
};

export default page;
