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
};

export default page;
