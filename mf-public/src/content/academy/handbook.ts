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
};

export default page;
