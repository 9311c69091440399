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
};

export default page;
