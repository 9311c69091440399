import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Optio Academy Agreement',
    description:
      'What families agree to when they join the accredited Optio Academy, and why the academy agreement is signed in person.',
    heading: 'Optio Academy Agreement',
    lead: 'The Optio Academy is our accredited program. Because an accredited diploma carries real weight, joining it involves a written agreement between the family, the learner and the academy.',
    updated: '2026-11-01',
    blocks: [
      {
        type: 'callout',
        tone: 'warning',
        title: 'The signed agreement is completed in person',
        text: 'This page summarises the agreement so you know what to expect. It is not the agreement itself: the signed agreement is completed in person with an Optio Academy advisor, who checks identity and enrolment documents and answers your questions before anyone signs.',
      },
      { type: 'heading', text: 'What the academy provides' },
      {
        type: 'list',
        items: [
          'A dedicated advisor who reviews the learner’s quests, evidence and credits.',
          'An accredited transcript and diploma when graduation requirements are met.',
          'Regular progress reviews with the learner and family.',
          'Access to every Optio feature included in the academy plan.',
        ],
      },
      { type: 'heading', text: 'What families agree to' },
      {
        type: 'list',
        items: [
          'Provide accurate enrolment information and records of prior learning.',
          'Support the learner in completing quests with honest, original evidence.',
          'Meet the advisor for the scheduled progress reviews.',
          'Follow the expectations in the Optio Academy Handbook.',
        ],
      },
      { type: 'heading', text: 'What learners agree to' },
      {
        type: 'list',
        items: [
          'Submit work that is their own, and say when they had help.',
          'Use the AI tutor to learn, not to produce work for them.',
          'Treat advisors, peers and observers with respect.',
        ],
      },
      { type: 'heading', text: 'Privacy and records' },
      {
        type: 'paragraph',
        text: 'Academy records are handled under our Privacy Policy. Transcripts of academy learners are kept as long as accreditation rules require, even if an account is later closed, so that graduates can always obtain proof of their diploma.',
      },
      { type: 'heading', text: 'Leaving the academy' },
      {
        type: 'paragraph',
        text: 'A family may withdraw from the academy at any time by telling their advisor. Credits earned until then stay on the learner’s transcript.',
      },
      {
        type: 'links',
        items: [
          { label: 'Read the Optio Academy Handbook', href: '/academy-handbook' },
          { label: 'Request a consultation about the academy', href: '/consultation' },
        ],
      },
    ],
  },
  es: {
    title: 'Acuerdo de la Optio Academy',
    description:
      'Qué aceptan las familias al unirse a la Optio Academy acreditada y por qué el acuerdo de la academia se firma en persona.',
    heading: 'Acuerdo de la Optio Academy',
    lead: 'La Optio Academy es nuestro programa acreditado. Como un diploma acreditado tiene un peso real, unirse a ella requiere un acuerdo por escrito entre la familia, el estudiante y la academia.',
    updated: '2026-11-01',
    blocks: [
      {
        type: 'callout',
        tone: 'warning',
        title: 'El acuerdo firmado se completa en persona',
        text: 'Esta página resume el acuerdo para que sepas qué esperar. No es el acuerdo en sí: el acuerdo firmado se completa en persona con un asesor de la Optio Academy, que comprueba la identidad y los documentos de matrícula y responde a tus preguntas antes de que nadie firme.',
      },
      { type: 'heading', text: 'Qué ofrece la academia' },
      {
        type: 'list',
        items: [
          'Un asesor dedicado que revisa las misiones, las evidencias y los créditos del estudiante.',
          'Un expediente académico y un diploma acreditados cuando se cumplen los requisitos de graduación.',
          'Revisiones periódicas del progreso con el estudiante y la familia.',
          'Acceso a todas las funciones de Optio incluidas en el plan de la academia.',
        ],
      },
      { type: 'heading', text: 'Qué aceptan las familias' },
      {
        type: 'list',
        items: [
          'Dar información de matrícula exacta y los registros del aprendizaje previo.',
          'Apoyar al estudiante para que complete sus misiones con evidencias honestas y originales.',
          'Reunirse con el asesor en las revisiones de progreso previstas.',
          'Seguir las pautas del Manual de la Optio Academy.',
        ],
      },
      { type: 'heading', text: 'Qué aceptan los estudiantes' },
      {
        type: 'list',
        items: [
          'Entregar trabajo propio y decir cuándo han recibido ayuda.',
          'Usar el tutor de IA para aprender, no para que haga el trabajo por ellos.',
          'Tratar con respeto a asesores, compañeros y observadores.',
        ],
      },
      { type: 'heading', text: 'Privacidad y registros' },
      {
        type: 'paragraph',
        text: 'Los registros de la academia se tratan según nuestra Política de privacidad. Los expedientes de los estudiantes de la academia se conservan el tiempo que exijan las normas de acreditación, aunque la cuenta se cierre más tarde, para que quienes se gradúan siempre puedan acreditar su diploma.',
      },
      { type: 'heading', text: 'Salir de la academia' },
      {
        type: 'paragraph',
        text: 'Una familia puede retirarse de la academia en cualquier momento avisando a su asesor. Los créditos obtenidos hasta entonces se quedan en el expediente del estudiante.',
      },
      {
        type: 'links',
        items: [
          { label: 'Leer el Manual de la Optio Academy', href: '/academy-handbook' },
          { label: 'Solicitar una consulta sobre la academia', href: '/consultation' },
        ],
      },
    ],
  },
};

export default page;
