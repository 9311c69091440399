import {
  badgeProgress,
  creditReport,
  creditsFromXp,
  DEFAULT_CREDIT_SETTINGS,
  xpBySubject,
} from './rules';

const settings = DEFAULT_CREDIT_SETTINGS;
const subject = (report: ReturnType<typeof creditReport>, name: string) =>
  report.subjects.find((s) => s.subject === name)!;

describe('badgeProgress', () => {
  it('is the mean of the quest and XP ratios', () => {
    const p = badgeProgress({ min_quests: 2, min_xp: 400 }, 1, 100);
    expect(p.progress).toBeCloseTo((0.5 + 0.25) / 2);
    expect(p.requirements_met).toBe(false);
  });

  it('caps each ratio and the whole at 100 %', () => {
    const p = badgeProgress({ min_quests: 1, min_xp: 100 }, 5, 10_000);
    expect(p.progress).toBe(1);
    expect(p.requirements_met).toBe(true);
  });

  it('is not met while one requirement is short, even if the other is far over', () => {
    const p = badgeProgress({ min_quests: 2, min_xp: 100 }, 1, 5000);
    expect(p.progress).toBeCloseTo(0.75);
    expect(p.requirements_met).toBe(false);
  });

  it('treats a zero requirement as met', () => {
    expect(badgeProgress({ min_quests: 1, min_xp: 0 }, 1, 0).requirements_met).toBe(true);
  });
});

describe('credits', () => {
  it('converts at 2,000 XP per credit, rounded to 0.1', () => {
    expect(creditsFromXp(2000, 2000)).toBe(1);
    expect(creditsFromXp(1899, 2000)).toBe(0.9);
    expect(creditsFromXp(1900, 2000)).toBe(1);
    expect(creditsFromXp(99, 2000)).toBe(0);
    expect(creditsFromXp(100, 2000)).toBe(0.1);
    expect(creditsFromXp(700, 2000)).toBe(0.4); // 0.35 rounds up
  });

  it('caps a subject at its requirement and moves the rest to electives', () => {
    const report = creditReport({ math: 10_000, electives: 2000 }, settings);
    const math = subject(report, 'math');
    expect(math.earned).toBe(5);
    expect(math.counted).toBe(3);
    expect(math.overflow).toBe(2);
    expect(math.met).toBe(true);
    const electives = subject(report, 'electives');
    expect(electives.earned).toBe(1);
    expect(electives.counted).toBe(3);
    expect(electives.met).toBe(false);
    expect(report.total_earned).toBe(6);
    expect(report.total_missing).toBe(18);
  });

  it('needs 24 in all: the subject minimums (23.5) are not enough on their own', () => {
    const xp = Object.fromEntries(
      Object.entries(settings.requirements).map(([s, c]) => [s, c * 2000]),
    );
    const exact = creditReport(xp, settings);
    expect(exact.subjects.every((s) => s.met)).toBe(true);
    expect(exact.total_earned).toBe(23.5);
    expect(exact.total_required).toBe(24);
    expect(exact.requirements_met).toBe(false);
    expect(exact.total_missing).toBe(0.5);
    // Half a credit more math overflows into electives and completes the diploma.
    const done = creditReport({ ...xp, math: 3.5 * 2000 }, settings);
    expect(done.requirements_met).toBe(true);
    expect(done.subjects.find((s) => s.subject === 'electives')!.counted).toBe(4.5);
  });

  it('needs every subject: a large total does not make up for a missing one', () => {
    const xp = Object.fromEntries(
      Object.entries(settings.requirements).map(([s, c]) => [s, c * 2000]),
    );
    xp.health = 0;
    xp.math = 40_000;
    const report = creditReport(xp, settings);
    expect(report.requirements_met).toBe(false);
    expect(subject(report, 'health').xp_to_requirement).toBe(900);
  });

  it('follows a change of the rate', () => {
    const report = creditReport({ science: 3000 }, { ...settings, xp_per_credit: 1000 });
    expect(subject(report, 'science').earned).toBe(3);
    expect(subject(report, 'science').met).toBe(true);
    expect(creditReport({ science: 3000 }, settings).subjects[2]!.earned).toBe(1.5);
  });

  it('says what the next credit and the requirement need', () => {
    const report = creditReport({ language_arts: 2500 }, settings);
    const la = subject(report, 'language_arts');
    expect(la.earned).toBe(1.3);
    expect(la.xp_to_next_credit).toBe(3900 - 2500);
    expect(la.xp_to_requirement).toBe(7900 - 2500);
  });

  it('electives need only what the other subjects’ overflow does not cover', () => {
    const report = creditReport({ math: 6000 + 4000, electives: 2000 }, settings);
    // math overflows 2 credits; electives has 1 of its own: 1 more credit (1,900 XP) is needed
    expect(subject(report, 'electives').xp_to_requirement).toBe(3900 - 2000);
  });

  it('sums ledger splits per subject, ignoring unknown subjects', () => {
    expect(
      xpBySubject([
        [
          { subject: 'math', xp: 40 },
          { subject: 'art', xp: 10 },
        ],
        [{ subject: 'math', xp: 60 }],
      ]),
    ).toEqual({ math: 100 });
  });
});
