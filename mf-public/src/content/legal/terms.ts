import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Terms of Service',
    description:
      'The terms that govern using Optio, the self-directed learning platform for students and families, including accounts for children and parental consent.',
    heading: 'Terms of Service',
    lead: 'These terms explain the agreement between you and Optio when you use our website and learning platform. We have tried to write them in plain language. Please read them together with our Privacy Policy.',
    updated: '2026-11-01',
    blocks: [
      { type: 'heading', text: '1. Who we are and what these terms cover' },
      {
        type: 'paragraph',
        text: 'Optio provides an online platform where students complete self-directed quests and tasks, earn experience points (XP) and badges, and build a portfolio, transcript, credit record and diploma. These terms apply to everyone who visits or uses Optio: students, parents and guardians, advisors, educators, observers and administrators.',
      },
      { type: 'heading', text: '2. Accounts' },
      {
        type: 'list',
        items: [
          'You must give accurate information when you create an account and keep it up to date.',
          'You are responsible for keeping your password secret and for activity under your account. Tell us straight away if you think someone else has used it.',
          'One person, one account. Accounts may not be shared, sold or transferred.',
        ],
      },
      { type: 'heading', text: '3. Children and parental consent' },
      {
        type: 'paragraph',
        text: 'Children under 13 may use Optio only with the verifiable consent of a parent or legal guardian, as required by the Children’s Online Privacy Protection Act (COPPA). When a child under 13 registers, we ask for a parent’s e-mail address and send that parent a request to confirm consent. Until consent is given, the child’s account is limited.',
      },
      {
        type: 'list',
        items: [
          'A parent or guardian who gives consent accepts these terms on the child’s behalf and is responsible for the child’s use of Optio.',
          'Parents may review their child’s information, withdraw consent and ask us to delete the child’s account at any time.',
          'Learners between 13 and the age of majority where they live should review these terms with a parent or guardian.',
        ],
      },
      { type: 'heading', text: '4. Your content' },
      {
        type: 'paragraph',
        text: 'Work you submit — text, images, links and other evidence — remains yours. You give Optio a limited licence to store, display and process it only to run the service for you: to show it in your portfolio, to the people you connect with, and on public pages you choose to publish.',
      },
      {
        type: 'list',
        items: [
          'Children’s work is private by default. Work and diplomas of learners under 13 become public only with a parent’s approval.',
          'Only submit content you have the right to share. Do not upload anything unlawful, hateful, harassing or that exposes another person’s private information.',
          'We may remove content that breaks these terms, and we will tell you when we do.',
        ],
      },
      { type: 'heading', text: '5. The AI tutor' },
      {
        type: 'paragraph',
        text: 'The AI tutor is a learning aid. It can make mistakes, and its answers are not professional, medical, legal or financial advice. Parents can review their children’s tutor conversations and adjust tutor settings. Conversations that raise safety concerns may be flagged to a parent.',
      },
      { type: 'heading', text: '6. Acceptable use' },
      {
        type: 'list',
        items: [
          'Be kind. Observers, friends and mentors are here to encourage, never to criticise or pressure.',
          'Do not try to access accounts or data that are not yours, disrupt the service, or scrape it.',
          'Do not use Optio to advertise, spam or contact children for any purpose unrelated to their learning.',
        ],
      },
      { type: 'heading', text: '7. Plans and payments' },
      {
        type: 'paragraph',
        text: 'Optio is free to start, with no credit card needed. Paid plans add features and are described, with their prices, before you buy. You can cancel a paid plan at any time; it stays active until the end of the period you have paid for.',
      },
      { type: 'heading', text: '8. Diplomas, credits and the academy' },
      {
        type: 'paragraph',
        text: 'Credits, transcripts and diplomas reflect the work recorded on Optio. Diplomas are accredited only for learners enrolled in the Optio Academy, which has its own agreement, signed in person, and its own handbook. Whether another school, college or employer accepts an Optio record is their decision.',
      },
      { type: 'heading', text: '9. Ending your account' },
      {
        type: 'paragraph',
        text: 'You can close your account at any time from your profile or by writing to us; a parent can close a child’s account. We may suspend an account that seriously or repeatedly breaks these terms. When an account is closed we delete its personal data as described in our Privacy Policy.',
      },
      { type: 'heading', text: '10. Liability' },
      {
        type: 'paragraph',
        text: 'We work hard to keep Optio available and your work safe, but we provide the service “as is”. To the extent the law allows, we are not liable for indirect losses. Nothing in these terms limits rights you have under consumer protection law.',
      },
      { type: 'heading', text: '11. Changes to these terms' },
      {
        type: 'paragraph',
        text: 'If we change these terms in a way that matters, we will tell you by e-mail or in the app at least 30 days before the change takes effect. If you keep using Optio after that, the new terms apply.',
      },
      {
        type: 'callout',
        tone: 'info',
        title: 'Questions?',
        text: 'Write to legal@optio.example and a real person will answer.',
      },
      { type: 'links', items: [{ label: 'Read our Privacy Policy', href: '/privacy' }] },
    ],
  },
};

export default page;
