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
};

export default page;
