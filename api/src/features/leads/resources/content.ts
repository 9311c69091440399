import type { LeadResource } from '@optio/contracts';
import type { Language } from '../../../lib/language';

export interface ResourceText {
  title: string;
  /** How the confirmation e-mail names it ("Here is the … you asked for"). */
  label: string;
  /** The file name of the download, without `.pdf`. */
  file: string;
  intro: string;
  sections: { heading: string; items: string[] }[];
}

/**
 * The documents the promo forms promise (LEAD_KIND_RESOURCES in @optio/contracts), in both
 * languages. Each is sent as a tagged PDF behind a signed link (resources/service.ts).
 */
export const RESOURCE_TEXTS: Record<LeadResource, Record<Language, ResourceText>> = {
  'starter-guide': {
    en: {
      title: 'The Optio starter guide',
      label: 'Optio starter guide',
      file: 'optio-starter-guide',
      intro:
        'Your first week of self-directed learning: how to pick a quest, keep it small, and let the work speak for itself.',
      sections: [
        {
          heading: 'Day 1–2: choose one quest',
          items: [
            'Start from an interest your learner already has, not from a subject.',
            'Write the quest as something to make or do, with three or four tasks.',
          ],
        },
        {
          heading: 'Three quest ideas to start with',
          items: [
            'Compose a one-minute piece of music and share it with family (art, communication).',
            'Cook three family recipes and write down the story behind each (wellness, civics).',
            'Run a tiny business for a weekend and count the profit (stem, civics).',
          ],
        },
        {
          heading: 'Day 3–7: learn today',
          items: [
            'Do one task a day; upload a photo or a note as evidence.',
            'Progress over perfection: a finished small task beats a perfect plan.',
          ],
        },
      ],
    },
    es: {
      title: 'La guía de inicio de Optio',
      label: 'guía de inicio de Optio',
      file: 'guia-de-inicio-optio',
      intro:
        'Tu primera semana de aprendizaje autodirigido: cómo elegir una misión, mantenerla pequeña y dejar que el trabajo hable por sí mismo.',
      sections: [
        {
          heading: 'Días 1 y 2: elige una misión',
          items: [
            'Parte de un interés que tu estudiante ya tenga, no de una asignatura.',
            'Escribe la misión como algo que hacer o crear, con tres o cuatro tareas.',
          ],
        },
        {
          heading: 'Tres ideas de misión para empezar',
          items: [
            'Componer una pieza musical de un minuto y compartirla con la familia (arte, comunicación).',
            'Cocinar tres recetas familiares y escribir la historia de cada una (bienestar, cívica).',
            'Llevar un pequeño negocio durante un fin de semana y calcular el beneficio (stem, cívica).',
          ],
        },
        {
          heading: 'Días 3 a 7: aprende hoy',
          items: [
            'Haz una tarea al día; sube una foto o una nota como evidencia.',
            'Progreso antes que perfección: una tarea pequeña terminada vale más que un plan perfecto.',
          ],
        },
      ],
    },
  },
  'sample-transcript': {
    en: {
      title: 'Sample transcript and credit report',
      label: 'sample transcript and credit report',
      file: 'optio-sample-transcript',
      intro:
        'A transcript built from a real, anonymised Optio learner: every credit traces back to finished quests and their evidence.',
      sections: [
        {
          heading: 'Credits by subject',
          items: [
            'Science: 1.5 credits from “Backyard weather station” and “Kitchen chemistry”.',
            'Language arts: 1.0 credit from “Family history podcast”.',
            'Financial literacy: 0.5 credit from “Weekend lemonade business”.',
          ],
        },
        {
          heading: 'How credits are counted',
          items: [
            'Each task’s XP is split across school subjects; a fixed amount of XP makes one credit.',
            'The diploma shows when the required credits per subject and in total are met.',
          ],
        },
      ],
    },
    es: {
      title: 'Expediente e informe de créditos de ejemplo',
      label: 'expediente y el informe de créditos de ejemplo',
      file: 'expediente-de-ejemplo-optio',
      intro:
        'Un expediente creado a partir de un estudiante real y anonimizado de Optio: cada crédito remite a misiones terminadas y a sus evidencias.',
      sections: [
        {
          heading: 'Créditos por asignatura',
          items: [
            'Ciencias: 1,5 créditos de «Estación meteorológica en el jardín» y «Química en la cocina».',
            'Lengua: 1,0 crédito de «Pódcast de historia familiar».',
            'Educación financiera: 0,5 créditos de «Negocio de limonada de fin de semana».',
          ],
        },
        {
          heading: 'Cómo se cuentan los créditos',
          items: [
            'La XP de cada tarea se reparte entre asignaturas; una cantidad fija de XP es un crédito.',
            'El diploma indica cuándo se cumplen los créditos exigidos por asignatura y en total.',
          ],
        },
      ],
    },
  },
  'portfolio-checklist': {
    en: {
      title: 'Homeschool portfolio checklist',
      label: 'homeschool portfolio checklist',
      file: 'optio-portfolio-checklist',
      intro:
        'What to capture during the year for an end-of-year review, and how Optio collects it.',
      sections: [
        {
          heading: 'Capture as you go',
          items: [
            'A sample of written work per month.',
            'Photos of projects, experiments and field trips, with a date.',
            'Reading list and the learner’s own reflections.',
          ],
        },
        {
          heading: 'Before the review',
          items: [
            'Hours or credits per subject (Optio’s credit tracker counts them).',
            'Three best projects, each with the evidence behind it.',
          ],
        },
      ],
    },
    es: {
      title: 'Lista de control del portafolio de educación en casa',
      label: 'lista de control del portafolio',
      file: 'lista-portafolio-optio',
      intro:
        'Qué recoger durante el curso para la revisión de fin de año y cómo lo reúne Optio por ti.',
      sections: [
        {
          heading: 'Recoge sobre la marcha',
          items: [
            'Una muestra de trabajo escrito al mes.',
            'Fotos de proyectos, experimentos y excursiones, con fecha.',
            'La lista de lecturas y las reflexiones del propio estudiante.',
          ],
        },
        {
          heading: 'Antes de la revisión',
          items: [
            'Horas o créditos por asignatura (el registro de créditos de Optio los cuenta).',
            'Los tres mejores proyectos, cada uno con sus evidencias.',
          ],
        },
      ],
    },
  },
  'consultation-prep': {
    en: {
      title: 'Preparing for your teacher consultation',
      label: 'consultation preparation notes',
      file: 'optio-consultation-prep',
      intro:
        'A teacher will reply within two business days to set a time. These notes help you get the most from the 30 minutes.',
      sections: [
        {
          heading: 'Bring along',
          items: [
            'Your learner’s interests, in their own words if you can.',
            'Any credit or portfolio requirements you need to meet.',
          ],
        },
        {
          heading: 'You leave with',
          items: [
            'Two or three first quests that fit your learner.',
            'A plan for credits and a portfolio you can use with or without Optio.',
          ],
        },
      ],
    },
    es: {
      title: 'Cómo preparar tu consulta con un docente',
      label: 'notas para preparar la consulta',
      file: 'preparar-consulta-optio',
      intro:
        'Un docente te responderá en dos días laborables para fijar una hora. Estas notas te ayudan a aprovechar los 30 minutos.',
      sections: [
        {
          heading: 'Trae contigo',
          items: [
            'Los intereses de tu estudiante, con sus propias palabras si es posible.',
            'Los requisitos de créditos o de portafolio que debas cumplir.',
          ],
        },
        {
          heading: 'Te llevas',
          items: [
            'Dos o tres primeras misiones que encajen con tu estudiante.',
            'Un plan de créditos y de portafolio que puedes usar con Optio o sin él.',
          ],
        },
      ],
    },
  },
};
