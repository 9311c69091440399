import type { LocalizedPage } from '../types';

const page: LocalizedPage = {
  en: {
    title: 'Privacy Policy',
    description:
      'How Optio collects, uses and protects personal data, especially children’s data: parental consent under COPPA, data minimisation, no selling of data and your deletion rights.',
    heading: 'Privacy Policy',
    lead: 'Optio is a learning platform used by children and families, so we hold ourselves to a high standard: we collect as little as we can, use it only to run the service, never sell it, and give parents real control.',
    updated: '2026-11-01',
    blocks: [
      {
        type: 'callout',
        tone: 'success',
        title: 'The short version',
        text: 'We never sell personal data. We do not show advertising. Children’s work is private by default. Parents can see, export and delete their child’s data at any time.',
      },
      { type: 'heading', text: '1. What we collect' },
      {
        type: 'list',
        items: [
          'Account details: name, e-mail address, date of birth (to check age), role and, optionally, phone number and address.',
          'For learners under 13: a parent or guardian’s e-mail address, so we can ask for consent.',
          'Learning records: quests, tasks, evidence you upload, XP, badges, credits and the diploma.',
          'Messages and AI tutor conversations, so they can be shown to you and, for children, to their parent.',
          'Technical data needed to keep the service secure, such as sign-in events and rate-limit counters.',
        ],
      },
      {
        type: 'paragraph',
        text: 'We practise data minimisation: if we do not need a piece of information to provide Optio, we do not ask for it. Optional fields stay optional.',
      },
      { type: 'heading', text: '2. Children’s privacy and parental consent (COPPA)' },
      {
        type: 'list',
        items: [
          'Children under 13 can use Optio only after a parent or guardian gives verifiable consent. We e-mail the parent a consent request when the child registers.',
          'We collect from children only what is reasonably necessary for them to take part in learning activities.',
          'A child’s work, portfolio and diploma are private by default and become public only with a parent’s approval.',
          'Parents can review the personal information we hold about their child, ask us to correct or delete it, and refuse further collection, by writing to privacy@optio.example or from the family dashboard.',
          'We never use children’s data for advertising, and we never build marketing profiles of children.',
        ],
      },
      { type: 'heading', text: '3. How we use data' },
      {
        type: 'list',
        items: [
          'To run your account and show your learning records, portfolio and diploma.',
          'To let parents, advisors and invited observers see the progress they are entitled to see.',
          'To send service e-mails: account verification, consent requests, password resets and replies to your requests.',
          'To keep Optio safe, for example to limit repeated sign-in attempts and detect abuse.',
        ],
      },
      { type: 'heading', text: '4. What we never do' },
      {
        type: 'list',
        items: [
          'We never sell or rent personal data to anyone.',
          'We do not show third-party advertising, and we do not use advertising trackers.',
          'We do not share data with anyone except the service providers who help us run Optio (such as hosting and e-mail), under contracts that forbid them from using it for anything else.',
        ],
      },
      { type: 'heading', text: '5. Public pages' },
      {
        type: 'paragraph',
        text: 'You may choose to publish a portfolio or diploma page for colleges and employers. Only the work you mark as public appears there. For learners under 13, a parent must approve it first. You can unpublish a page at any time, and it stops being available straight away.',
      },
      { type: 'heading', text: '6. How long we keep data' },
      {
        type: 'paragraph',
        text: 'We keep your data while your account is open. When you or a parent close an account, we delete its personal data within 30 days, except where the law requires us to keep a record, such as an academy transcript. Backups are overwritten on a rolling schedule.',
      },
      { type: 'heading', text: '7. Your rights' },
      {
        type: 'list',
        items: [
          'Access: ask for a copy of your data.',
          'Correction: fix anything that is wrong.',
          'Deletion: ask us to delete your account and its data.',
          'Portability: take your portfolio with you in a common format.',
          'Withdrawal of consent: parents can withdraw consent for a child at any time.',
        ],
      },
      { type: 'heading', text: '8. Security' },
      {
        type: 'paragraph',
        text: 'Passwords are stored only as strong one-way hashes, connections are encrypted, uploads are served only to people allowed to see them, and every request is checked for permission on our servers.',
      },
      { type: 'heading', text: '9. Contact and changes' },
      {
        type: 'paragraph',
        text: 'Questions or requests: privacy@optio.example. If we change this policy in a way that matters, we will tell you by e-mail or in the app before the change applies.',
      },
      { type: 'links', items: [{ label: 'Read our Terms of Service', href: '/terms' }] },
    ],
  },
};

export default page;
