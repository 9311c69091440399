import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { useConstellation } from '../api/getConstellation';
import { useBadges } from '../records/api/getBadges';
import { useCredits } from '../records/api/getCredits';
import { useDiploma } from '../records/api/getDiploma';
import { usePortfolio } from '../records/api/getPortfolio';
import { useTranscript } from '../records/api/getTranscript';
import { formatCredits, formatDay } from '../records/format';

interface RecordLink {
  key: string;
  to: string;
  query: UseQueryResult<unknown>;
  glance: () => string;
}

/**
 * Every records screen, reachable from the dashboard, each with a glance at what it holds. The
 * figures come from the screens' own queries, so opening one afterwards shows it at once.
 */
export function RecordsOverview() {
  const { t, i18n } = useTranslation('student');
  const lng = i18n.language;
  const badges = useBadges();
  const credits = useCredits();
  const transcript = useTranscript();
  const diploma = useDiploma();
  const constellation = useConstellation();
  const portfolio = usePortfolio();

  const count = (status: string) => badges.data?.filter((b) => b.status === status).length ?? 0;
  const links: RecordLink[] = [
    {
      key: 'badges',
      to: '/badges',
      query: badges,
      glance: () => t('dashboard.records.badgesGlance', { count: count('claimed') }),
    },
    {
      key: 'badgeProgress',
      to: '/badge-progress',
      query: badges,
      glance: () =>
        t('dashboard.records.badgeProgressGlance', {
          count: count('in_progress') + count('claimable'),
        }),
    },
    {
      key: 'credits',
      to: '/credits',
      query: credits,
      glance: () =>
        t('dashboard.records.creditsGlance', {
          earned: formatCredits(credits.data?.total_earned ?? 0, lng),
          required: formatCredits(credits.data?.total_required ?? 0, lng),
        }),
    },
    {
      key: 'transcript',
      to: '/transcript',
      query: transcript,
      glance: () =>
        t('dashboard.records.transcriptGlance', {
          xp: new Intl.NumberFormat(lng).format(transcript.data?.total_xp ?? 0),
        }),
    },
    {
      key: 'diploma',
      to: '/diploma',
      query: diploma,
      glance: () =>
        diploma.data?.status === 'issued'
          ? t('dashboard.records.diplomaIssued', {
              date: formatDay(diploma.data.issued_at, lng),
            })
          : t('dashboard.records.diplomaInProgress', {
              missing: formatCredits(diploma.data?.credits_missing ?? 0, lng),
            }),
    },
    {
      key: 'constellation',
      to: '/constellation',
      query: constellation,
      glance: () =>
        t('dashboard.records.constellationGlance', {
          count: constellation.data?.quests.reduce((n, q) => n + q.tasks.length, 0) ?? 0,
        }),
    },
    {
      key: 'portfolio',
      to: '/profile#portfolio',
      query: portfolio,
      glance: () =>
        t(
          portfolio.data?.visibility.public
            ? 'dashboard.records.portfolioPublic'
            : 'dashboard.records.portfolioPrivate',
          { count: portfolio.data?.items.length ?? 0 },
        ),
    },
  ];

  return (
    <section
      aria-labelledby="records-title"
      className="student-panel student-records"
      data-testid="records-overview"
    >
      <h2 id="records-title">{t('dashboard.records.title')}</h2>
      <ul className="student-records__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="student-records__link">
              <span className="student-records__name">{t(`dashboard.records.${link.key}`)}</span>
              <span className="student-records__glance" data-testid={`glance-${link.key}`}>
                {link.query.data !== undefined
                  ? link.glance()
                  : link.query.isError
                    ? t('dashboard.records.unavailable')
                    : t('common.loading')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
