import type { LocalizedPage } from './types';

const page: LocalizedPage = {
  en: {
    title: 'Free consultation',
    description:
      'Book a free, no-pressure consultation with Optio to plan self-directed learning for your family, student or classroom.',
    heading: 'Let’s plan your learner’s next step together',
    lead: 'Every learner is different. Tell us about yours, and an Optio advisor will get back to you to set up a free conversation about quests, credits, the portfolio and the academy.',
    blocks: [
      { type: 'heading', text: 'What a consultation covers' },
      {
        type: 'list',
        items: [
          'Your learner’s interests, goals and the way they like to work.',
          'How to start with a few quests this week — no curriculum overhaul needed.',
          'How XP, badges, credits and the transcript fit together.',
          'Whether the accredited Optio Academy is a good fit, and what joining involves.',
        ],
      },
      { type: 'heading', text: 'How it works' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Send the form below. It takes less than a minute.',
          'We e-mail you a confirmation straight away, and an advisor replies within two business days.',
          'You choose a time for a 30-minute video call with your learner, or without.',
        ],
      },
      {
        type: 'callout',
        tone: 'success',
        title: 'Free, and nothing to sign',
        text: 'Consultations are free. We use your details only to arrange the call.',
      },
    ],
    form: {
      kind: 'consultation',
      heading: 'Request a consultation',
      intro: 'Fields marked required are all we need; anything else helps us prepare.',
      askRole: true,
      messageLabel: 'Tell us about your learner (optional)',
      submitLabel: 'Request a consultation',
    },
  },
};

export default page;
