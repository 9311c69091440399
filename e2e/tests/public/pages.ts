/** Every public page mf-public serves, with the text and title it must show. */
export const PUBLIC_PAGES = [
  { path: '/', h1: 'Raise doers, not dependents.', title: /Raise doers, not dependents\./ },
  { path: '/promo', h1: 'Learning that counts, starting today', title: /Learning that counts/ },
  {
    path: '/promo/credit-tracker',
    h1: 'Credits that add up on their own',
    title: /^Credit tracker/,
  },
  {
    path: '/promo/homeschool-portfolio',
    h1: 'A homeschool portfolio that builds itself',
    title: /^Homeschool portfolio/,
  },
  {
    path: '/promo/teacher-consultation',
    h1: 'Plan the year with a certified teacher',
    title: /^Talk to a certified teacher/,
  },
  {
    path: '/consultation',
    h1: 'Let’s plan your learner’s next step together',
    title: /^Free consultation/,
  },
  { path: '/terms', h1: 'Terms of Service', title: /^Terms of Service/ },
  { path: '/privacy', h1: 'Privacy Policy', title: /^Privacy Policy/ },
  { path: '/academy-agreement', h1: 'Optio Academy Agreement', title: /^Optio Academy Agreement/ },
  { path: '/academy-handbook', h1: 'Optio Academy Handbook', title: /^Optio Academy Handbook/ },
  { path: '/verify', h1: 'Verify a credential', title: /^Verify a credential/ },
  {
    path: '/portfolio/no-such-student',
    h1: 'This portfolio is private or doesn’t exist',
    title: /private or doesn’t exist/,
  },
  {
    path: '/public/diploma/no-such-user',
    h1: 'This diploma is private or doesn’t exist',
    title: /private or doesn’t exist/,
  },
] as const;
