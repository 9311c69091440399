import { activeMenuPath, isDashboardTabActive, isQuestsTabActive, menuFor } from './navigation';

describe('side menu by role', () => {
  it('gives non-parents the five learning entries', () => {
    expect(menuFor('student').map((e) => e.to)).toEqual([
      '/dashboard',
      '/calendar',
      '/communication',
      '/connections',
      '/profile',
    ]);
  });

  it('gives parents only Family Dashboard and Calendar', () => {
    expect(menuFor('parent').map((e) => e.labelKey)).toEqual([
      'menu.familyDashboard',
      'menu.calendar',
    ]);
  });

  it("points a parent's Calendar at the children's calendar", () => {
    expect(menuFor('parent').map((e) => e.to)).toEqual(['/parent/dashboard', '/parent/calendar']);
  });

  it('gives advisors their workspace and their review queue', () => {
    expect(
      menuFor('advisor')
        .slice(-2)
        .map((e) => [e.to, e.labelKey]),
    ).toEqual([
      ['/advisor', 'menu.advisor'],
      ['/advisor/reviews', 'menu.reviews'],
    ]);
    expect(menuFor('educator').map((e) => e.to)).not.toContain('/advisor/reviews');
  });

  it('adds Parent Dashboard and Admin for admins', () => {
    expect(
      menuFor('admin')
        .slice(-2)
        .map((e) => e.to),
    ).toEqual(['/parent/dashboard', '/admin']);
  });

  it('gives educators the non-parent menu with the admin area but no parent dashboard', () => {
    const to = menuFor('educator').map((e) => e.to);
    expect(to).toContain('/admin');
    expect(to).not.toContain('/parent/dashboard');
  });

  it('gives marketing the leads inbox, the campaign report and the profile only', () => {
    expect(menuFor('marketing').map((e) => e.to)).toEqual([
      '/admin/leads',
      '/admin/campaigns',
      '/profile',
    ]);
  });

  it('gives observers only their feed', () => {
    expect(menuFor('observer').map((e) => e.to)).toEqual(['/observer']);
  });
});

describe('top bar tabs', () => {
  it.each([
    '/dashboard',
    '/connections',
    '/diploma',
    '/profile',
    '/badges',
    '/admin',
    '/communication',
    '/calendar',
  ])('highlights Dashboard on %s', (path) => expect(isDashboardTabActive(path)).toBe(true));

  it.each(['/quests', '/badges/12', '/credits', '/'])(
    'does not highlight Dashboard on %s',
    (path) => expect(isDashboardTabActive(path)).toBe(false),
  );

  it('highlights Explore New Quests on quest pages', () => {
    expect(isQuestsTabActive('/quests/7')).toBe(true);
    expect(isQuestsTabActive('/questsx')).toBe(false);
  });
});

describe('the highlighted menu entry', () => {
  const advisor = menuFor('advisor');

  it('is the longest entry the path falls under, only one at a time', () => {
    expect(activeMenuPath(advisor, '/advisor/reviews')).toBe('/advisor/reviews');
    expect(activeMenuPath(advisor, '/advisor/reviews/')).toBe('/advisor/reviews');
    expect(activeMenuPath(advisor, '/advisor')).toBe('/advisor');
    expect(activeMenuPath(advisor, '/advisor/students/s1')).toBe('/advisor');
  });

  it('highlights Quests on /dashboard only, and nothing off the menu', () => {
    expect(activeMenuPath(advisor, '/dashboard')).toBe('/dashboard');
    expect(activeMenuPath(advisor, '/dashboard/x')).toBeUndefined();
    expect(activeMenuPath(advisor, '/advisors')).toBeUndefined();
    expect(activeMenuPath(menuFor('parent'), '/parent/dashboard/c1')).toBe('/parent/dashboard');
  });
});
