import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Optio Academy Handbook',
    description:
      'How the accredited Optio Academy works: quests and evidence, the five pillars, credits, advisors, progress reviews and graduation.',
    heading: 'Optio Academy Handbook',
    lead: 'Welcome to the Optio Academy. This handbook explains how our accredited program works, what we expect of learners and families, and what you can expect from us.',
    updated: '2026-11-01',
    blocks: [
      { type: 'heading', text: '1. What the academy is' },
      {
        type: 'paragraph',
        text: 'The Optio Academy is an accredited program built on the same idea as the rest of Optio: the process is the goal. Learners pursue quests they choose, complete real tasks and show evidence of what they did. An advisor reviews that evidence, and when graduation requirements are met the learner receives an accredited diploma — a byproduct of years of real work.',
      },
      { type: 'heading', text: '2. Joining' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Request a consultation to talk about whether the academy fits your learner.',
          'Create an Optio account (free) if you do not have one yet.',
          'Meet an academy advisor in person to complete and sign the academy agreement.',
          'Your account is upgraded to the academy plan and your advisor sets up the first review.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Why in person?',
        text: 'Accreditation requires us to confirm who a learner is and to make sure families understand the commitment. That is why the signed agreement is completed in person, never online.',
      },
      { type: 'heading', text: '3. Learning in five pillars' },
      {
        type: 'paragraph',
        text: 'Every task earns XP in one of five pillars: STEM, WELLNESS, COMMUNICATION, CIVICS and ART. A balanced diploma shows growth in all five. Advisors help learners notice which pillars they have been neglecting and suggest quests that fit their interests.',
      },
      { type: 'heading', text: '4. Evidence and academic honesty' },
      {
        type: 'list',
        items: [
          'Evidence can be a photo, a video, a link, a document or a written reflection — whatever honestly shows the work.',
          'Work must be the learner’s own. Help from family, mentors or the AI tutor is welcome; say what help you had.',
          'Advisors may ask follow-up questions about any piece of evidence. This is a normal part of the process, not an accusation.',
        ],
      },
      { type: 'heading', text: '5. Credits and the transcript' },
      {
        type: 'paragraph',
        text: 'XP converts into credits per pillar. The credit tracker shows progress in real time, and the transcript lists every credit with the quests behind it. Advisors confirm credits at each progress review.',
      },
      { type: 'heading', text: '6. Progress reviews' },
      {
        type: 'paragraph',
        text: 'Learners and families meet their advisor regularly, usually once a term. Together you look back at the work done, celebrate what went well and choose what to try next. Progress over perfection: a review is never a test.',
      },
      { type: 'heading', text: '7. Graduation' },
      {
        type: 'list',
        items: [
          'Graduation requires the credits set out in your signed agreement, across all five pillars.',
          'The advisor confirms the final transcript with the family.',
          'The accredited diploma is issued and can be shared on a public diploma page if the learner (or, for children, a parent) chooses.',
        ],
      },
      { type: 'heading', text: '8. Wellbeing and safety' },
      {
        type: 'paragraph',
        text: 'Learners’ wellbeing comes before any deadline. Observers may only encourage. Parents can review AI tutor conversations, and concerns raised in them are flagged to a parent. If anything worries you, tell your advisor.',
      },
      {
        type: 'faq',
        items: [
          {
            q: 'Can a learner join part-way through the year?',
            a: 'Yes. Prior learning can be documented by uploading past work, and your advisor will review it with you.',
          },
          {
            q: 'What if we need to pause?',
            a: 'Talk to your advisor. Life happens; credits already earned stay on the transcript.',
          },
        ],
      },
      {
        type: 'links',
        items: [
          { label: 'Read the Optio Academy Agreement summary', href: '/academy-agreement' },
          { label: 'Request a consultation', href: '/consultation' },
        ],
      },
    ],
  },
  es: {
    title: 'Manual de la Optio Academy',
    description:
      'Cómo funciona la Optio Academy acreditada: misiones y evidencias, los cinco pilares, créditos, asesores, revisiones de progreso y graduación.',
    heading: 'Manual de la Optio Academy',
    lead: 'Te damos la bienvenida a la Optio Academy. Este manual explica cómo funciona nuestro programa acreditado, qué esperamos de estudiantes y familias y qué puedes esperar de nosotros.',
    updated: '2026-11-01',
    blocks: [
      { type: 'heading', text: '1. Qué es la academia' },
      {
        type: 'paragraph',
        text: 'La Optio Academy es un programa acreditado basado en la misma idea que el resto de Optio: el proceso es el objetivo. Los estudiantes eligen sus misiones, completan tareas reales y muestran evidencias de lo que han hecho. Un asesor revisa esas evidencias y, cuando se cumplen los requisitos de graduación, el estudiante recibe un diploma acreditado: una consecuencia de años de trabajo real.',
      },
      { type: 'heading', text: '2. Cómo unirse' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Solicita una consulta para hablar de si la academia encaja con tu estudiante.',
          'Crea una cuenta de Optio (gratis) si todavía no tienes una.',
          'Reúnete en persona con un asesor de la academia para completar y firmar el acuerdo de la academia.',
          'Tu cuenta pasa al plan de la academia y tu asesor prepara la primera revisión.',
        ],
      },
      {
        type: 'callout',
        tone: 'info',
        title: '¿Por qué en persona?',
        text: 'La acreditación nos exige confirmar quién es cada estudiante y asegurarnos de que las familias entienden el compromiso. Por eso el acuerdo firmado se completa en persona, nunca en línea.',
      },
      { type: 'heading', text: '3. Aprender en cinco pilares' },
      {
        type: 'paragraph',
        text: 'Cada tarea da XP en uno de los cinco pilares: STEM, WELLNESS (bienestar), COMMUNICATION (comunicación), CIVICS (ciudadanía) y ART (arte). Un diploma equilibrado muestra crecimiento en los cinco. Los asesores ayudan a los estudiantes a ver qué pilares han dejado de lado y les sugieren misiones que encajan con sus intereses.',
      },
      { type: 'heading', text: '4. Evidencias y honestidad académica' },
      {
        type: 'list',
        items: [
          'Una evidencia puede ser una foto, un vídeo, un enlace, un documento o una reflexión escrita: lo que muestre el trabajo con honestidad.',
          'El trabajo debe ser del propio estudiante. La ayuda de la familia, de mentores o del tutor de IA es bienvenida; di qué ayuda has tenido.',
          'Los asesores pueden hacer preguntas sobre cualquier evidencia. Es una parte normal del proceso, no una acusación.',
        ],
      },
      { type: 'heading', text: '5. Créditos y expediente académico' },
      {
        type: 'paragraph',
        text: 'Los XP se convierten en créditos por pilar. El seguimiento de créditos muestra el progreso en tiempo real y el expediente recoge cada crédito con las misiones que lo respaldan. Los asesores confirman los créditos en cada revisión de progreso.',
      },
      { type: 'heading', text: '6. Revisiones de progreso' },
      {
        type: 'paragraph',
        text: 'Estudiantes y familias se reúnen con su asesor de forma periódica, normalmente una vez por trimestre. Juntos repasáis el trabajo hecho, celebráis lo que ha ido bien y elegís qué probar después. El progreso importa más que la perfección: una revisión nunca es un examen.',
      },
      { type: 'heading', text: '7. Graduación' },
      {
        type: 'list',
        items: [
          'Para graduarse hacen falta los créditos fijados en tu acuerdo firmado, repartidos entre los cinco pilares.',
          'El asesor confirma el expediente final con la familia.',
          'Se emite el diploma acreditado, que puede compartirse en una página pública de diploma si el estudiante (o, en el caso de menores, su familia) lo decide.',
        ],
      },
      { type: 'heading', text: '8. Bienestar y seguridad' },
      {
        type: 'paragraph',
        text: 'El bienestar de los estudiantes va antes que cualquier plazo. Los observadores solo pueden animar. Las familias pueden revisar las conversaciones con el tutor de IA, y las preocupaciones que surjan en ellas se comunican a la familia. Si algo te preocupa, díselo a tu asesor.',
      },
      {
        type: 'faq',
        items: [
          {
            q: '¿Se puede entrar a mitad de curso?',
            a: 'Sí. El aprendizaje previo se puede documentar subiendo trabajos anteriores, y tu asesor lo revisará contigo.',
          },
          {
            q: '¿Y si necesitamos hacer una pausa?',
            a: 'Habla con tu asesor. La vida pasa; los créditos ya obtenidos se quedan en el expediente.',
          },
        ],
      },
      {
        type: 'links',
        items: [
          { label: 'Leer el resumen del Acuerdo de la Optio Academy', href: '/academy-agreement' },
          { label: 'Solicitar una consulta', href: '/consultation' },
        ],
      },
    ],
  },
};

export default page;
