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
};

export default page;
