// English strings of the `public` i18next namespace: every piece of UI chrome (buttons, labels,
// form messages, landing copy). Long-form page text lives in ../content/ (see README.md).
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
  landing: {
    metaTitle: 'Optio — Raise doers, not dependents.',
    metaDescription:
      'Optio is a self-directed learning platform for students and families. Quests, badges, an automatic portfolio and a diploma that grows out of real work. Free to start, no credit card needed.',
    hero: {
      eyebrow: 'Self-directed learning for students and families',
      title: 'Raise doers, not dependents.',
      lead: 'Optio turns the things your learner is curious about today into quests with real tasks. Every finished task earns XP across STEM, WELLNESS, COMMUNICATION, CIVICS and ART, and lands in a portfolio that grows on its own.',
      free: 'Free to start, no credit card needed',
    },
    features: {
      title: 'Everything a curious learner needs, nothing they don’t',
      intro:
        'Optio keeps the focus on doing. The paperwork — credits, transcripts, portfolios, diplomas — quietly takes care of itself.',
      items: {
        quests: {
          title: 'Quests and tasks',
          body: 'Learners choose quests that matter to them and work through real tasks: compose a song, run a small business, cook the family recipes.',
        },
        pillars: {
          title: 'XP in five pillars',
          body: 'Every task earns experience points in STEM, WELLNESS, COMMUNICATION, CIVICS or ART, so growth is visible across the whole person.',
        },
        badges: {
          title: 'Badges worth earning',
          body: 'Badges mark real milestones, designed by advisors and earned through finished work — not through clicking.',
        },
        portfolio: {
          title: 'An automatic portfolio',
          body: 'Work flows into the portfolio the moment a task is complete. Past projects can be uploaded too, so nothing good is lost.',
        },
        showcase: {
          title: 'Public showcase pages',
          body: 'Share a polished page with colleges and employers that shows what a learner can actually do — only when you choose to.',
        },
        diploma: {
          title: 'Diploma, transcript and credit tracker',
          body: 'Credits add up as quests are completed. The transcript and diploma are a byproduct of learning, not the reason for it.',
        },
        tutor: {
          title: 'An AI tutor, any time',
          body: 'A patient tutor is available at all hours to explain, nudge and ask good questions — with parents able to see how it is used.',
        },
        family: {
          title: 'Made for families',
          body: 'Parents document learning as quests, follow each child on a family dashboard, and invite relatives and mentors to cheer along.',
        },
        academy: {
          title: 'An accredited academy',
          body: 'Families who want an accredited diploma can join the Optio Academy, with advisors, a handbook and a signed agreement completed in person.',
        },
      },
    },
    how: {
      title: 'How it works',
      intro: 'Four steps, and the first one takes about a minute.',
      steps: {
        one: {
          title: 'Create your free account',
          body: 'Sign up as a student or a parent. It is free to start, and there is no credit card to enter.',
        },
        two: {
          title: 'Pick a quest that sparks curiosity',
          body: 'Browse quests or write your own. Start with what your learner wants to do this week, not what a syllabus says they should want.',
        },
        three: {
          title: 'Do the work, show the evidence',
          body: 'Finish a task, add a photo, a link or a few lines about what happened. XP lands in the right pillar straight away.',
        },
        four: {
          title: 'Watch the portfolio grow',
          body: 'Badges unlock, credits add up, and the portfolio fills itself. When the time comes, the diploma is already written by the work.',
        },
      },
    },
    philosophy: {
      title: 'The process is the goal',
      intro:
        'We believe learning sticks when it is chosen, practised and enjoyed right now — not endured for a reward that is years away.',
      cards: {
        today: {
          title: 'Learn Today',
          body: 'Not someday, not “when you are older”. The most valuable learning is the thing your learner can start this afternoon.',
        },
        progress: {
          title: 'Progress Over Perfection',
          body: 'A finished first draft beats a perfect plan. Optio celebrates steady steps, honest effort and the courage to try again.',
        },
        joy: {
          title: 'Joy of Discovery',
          body: 'Curiosity is the engine. When learners follow what fascinates them, motivation comes from the inside and lasts.',
        },
      },
      readMore: 'Read Our Full Philosophy',
    },
    modal: {
      title: 'Our Philosophy: The Process Is The Goal',
      close: 'Close',
      p1: 'Most schooling asks young people to trade today for a someday: work hard now so that, eventually, a grade, a certificate or a job makes it worthwhile. Optio turns that around. We design for the learner who is here right now, with the questions they have right now.',
      p2: 'That is why every quest is made of real tasks with real evidence. A song gets composed. A recipe gets cooked and written down for the next generation. A small business sells its first product. Each step is worth doing for its own sake — and each one is recorded.',
      p3: 'Motivation that lasts comes from the inside: from curiosity, from mastery, from the satisfaction of finishing something you chose. Points, badges and credits are there to make progress visible, never to replace the reason for learning.',
      p4: 'The diploma is a byproduct. When learning is lived day by day, the transcript, the credits and the portfolio simply accumulate. One day you look up and the proof is already there.',
      demoLead: 'See it for yourself in about two minutes — no account required.',
    },
    faq: {
      title: 'Frequently asked questions',
      items: {
        free: {
          q: 'Is Optio really free?',
          a: 'Yes. Creating an account is free, and there is no credit card needed. Paid plans add extras for families who want them, such as more creative tools or the accredited academy.',
        },
        who: {
          q: 'Who is Optio for?',
          a: 'Students who want to learn by doing, parents who homeschool or supplement school, and the advisors, educators and mentors who support them.',
        },
        pillars: {
          q: 'What are the five pillars?',
          a: 'STEM, WELLNESS, COMMUNICATION, CIVICS and ART. Every task earns XP in one of them, so you can see at a glance how rounded a learner’s growth is.',
        },
        diploma: {
          q: 'Can my child earn a real diploma?',
          a: 'Every learner builds a diploma, transcript and credit tracker from completed quests. Families in the Optio Academy receive an accredited diploma; the academy agreement is signed in person.',
        },
        privacy: {
          q: 'How do you protect children’s data?',
          a: 'Children’s work is private by default. Learners under 13 need a parent’s consent to use Optio, and their work becomes public only with that parent’s approval. We never sell personal data.',
        },
        observers: {
          q: 'Can grandparents and mentors follow along?',
          a: 'Yes. Invite them as observers: they can see progress, cheer and leave encouragement, but they cannot change anything.',
        },
      },
    },
    explore: {
      title: 'Still deciding?',
      intro: 'Talk it through with us, or take something useful with you first.',
      links: {
        consultation: 'Book a free consultation',
        portfolio: 'Get the homeschool portfolio checklist',
        credits: 'See a sample transcript and credit report',
        teacher: 'Plan with an Optio teacher',
        guide: 'Get the starter guide',
      },
    },
    finalCta: {
      title: 'Start with today',
      body: 'Pick one thing worth learning this week. Optio will take care of the rest.',
    },
  },
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
