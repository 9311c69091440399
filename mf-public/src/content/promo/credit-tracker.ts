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
};

export default page;
