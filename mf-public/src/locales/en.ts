// English strings of the `public` i18next namespace: every piece of UI chrome (buttons, labels,
// form messages). The landing's copy is generated from content/landing.en.md and long-form page
// text lives in ../content/ (see mf-public/README.md).
import landing from '../content/landing/en';

const en = {
  common: {
    siteName: 'Optio',
    titleSuffix: ' · Optio',
    loading: 'Loading…',
    backHome: 'Back to the home page',
    tryAgain: 'Try again',
    createFreeAccount: 'Create Free Account',
    tryDemo: 'Try 2-Min Demo',
    tryDemoFirst: 'Try Demo First',
    lastUpdated: 'Last updated: {{date}}',
    opensInNewTab: '(opens in a new tab)',
  },
  pillars: {
    stem: 'STEM',
    wellness: 'WELLNESS',
    communication: 'COMMUNICATION',
    civics: 'CIVICS',
    art: 'ART',
  },
  landing,
  form: {
    name: 'Your name',
    email: 'Email',
    role: 'I am a…',
    rolePlaceholder: 'Choose one (optional)',
    roles: {
      parent: 'Parent or guardian',
      student: 'Student',
      teacher: 'Teacher or educator',
      other: 'Something else',
    },
    message: 'Message (optional)',
    messageHint: 'Tell us a little about your learner or what you would like to talk about.',
    submit: 'Send request',
    sending: 'Sending...',
    required: '(required)',
    successTitle: 'Thank you!',
    success: 'Thanks — we’ve emailed you a confirmation. We’ll be in touch soon.',
    privacyNote: 'We use your details only to answer this request. See our Privacy Policy.',
    errors: {
      summary: 'Please fix the highlighted fields.',
      nameRequired: 'Name is required',
      nameTooLong: 'Name must be at most 100 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageTooLong: 'Message must be at most 2000 characters',
      tooMany: 'Too many requests. Please wait a few minutes and try again.',
      connection: 'Connection error. Please check your internet connection and try again.',
      invalid: 'Please check the form and try again.',
      generic: 'Something went wrong while sending your request. Please try again later.',
    },
  },
  portfolio: {
    metaTitle: '{{name}} — Portfolio',
    metaDescription: 'The public learning portfolio of {{name}} on Optio.',
    title: '{{name}}’s Portfolio',
    pillarsTitle: 'Experience by pillar',
    xp: '{{count}} XP',
    itemsTitle: 'Completed work',
    noItems: 'No public work yet.',
    completed: 'Completed {{date}}',
    notFoundTitle: 'This portfolio is private or doesn’t exist',
    notFoundBody:
      'The link may be mistyped, or the owner may have chosen to keep their work private. Children’s portfolios become public only with a parent’s approval.',
    errorTitle: 'We couldn’t load this portfolio',
    errorBody: 'Please check your connection and try again.',
  },
  diploma: {
    metaTitle: '{{name}} — Diploma',
    metaDescription:
      'The public diploma of {{name}}, earned through self-directed learning on Optio.',
    title: 'Diploma',
    certifies: 'This certifies that',
    earned: 'has completed a course of self-directed learning through real-world quests on Optio.',
    issued: 'Issued {{date}}',
    accredited: 'Accredited diploma',
    notAccredited: 'Optio diploma',
    credits: 'Total credits: {{count}}',
    pillarsTitle: 'Credits by pillar',
    notFoundTitle: 'This diploma is private or doesn’t exist',
    notFoundBody:
      'The link may be mistyped, or the diploma may not be public. A student’s diploma becomes public only when they — or, for children, a parent — choose to share it.',
    errorTitle: 'We couldn’t load this diploma',
    errorBody: 'Please check your connection and try again.',
  },
};

export default en;
export type PublicStrings = typeof en;
