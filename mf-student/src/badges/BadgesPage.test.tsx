/** @jest-environment jsdom */
import '../testing/polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@optio/api-client';
import { renderApp } from '../testing/renderApp';
import type { CreditsPage } from '@optio/contracts/records';
import type { Badge } from '../records/api/types';

jest.mock('@optio/api-client', () => {
  const actual = jest.requireActual<typeof import('@optio/api-client')>('@optio/api-client');
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } };
});

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const badge = (over: Partial<Badge>): Badge => ({
  id: 'b1',
  name: 'Family Historian',
  description: 'Keeps stories.',
  identity_statement: 'I am a keeper of stories.',
  primary_pillar: 'civics',
  image_url: null,
  min_quests: 1,
  min_xp: 300,
  quests: [{ id: 'q1', title: 'Family Recipe Book', completed: true, xp_earned: 350 }],
  quests_completed: 1,
  xp_earned: 350,
  progress: 100,
  status: 'claimable',
  claimed_at: null,
  ...over,
});

const badges = [
  badge({}),
  badge({ id: 'b2', name: 'Storyteller', status: 'in_progress', progress: 97 }),
  badge({ id: 'b3', name: 'Maker', status: 'claimed', claimed_at: '2026-01-02T00:00:00Z' }),
];

beforeEach(() => jest.clearAllMocks());

describe('badges', () => {
  it('filters all, mine and claimable', async () => {
    get.mockResolvedValue({ badges });
    renderApp('/badges');
    expect(await screen.findByRole('link', { name: 'Storyteller' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claimable (1)' }));
    const claimable = screen.getByRole('list', { name: 'Claimable (1)' });
    expect(
      within(claimable)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Family Historian']);
    fireEvent.click(screen.getByRole('button', { name: 'Mine (1)' }));
    expect(screen.getByRole('button', { name: 'Mine (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(screen.getByRole('list', { name: 'Mine (1)' })).getByText('Maker')).toBeTruthy();
  });

  it('claims a claimable badge from its page', async () => {
    get.mockResolvedValue(badges[0]);
    post.mockResolvedValue({ ...badges[0], status: 'claimed', claimed_at: '2026-03-01T12:00:00Z' });
    renderApp('/badges/b1');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim badge' }));
    expect(await screen.findByText(/You claimed this badge on/)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/records/badges/b1/claim', undefined, {
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('link', { name: 'Family Recipe Book' }).getAttribute('href')).toBe(
      '/quests/q1',
    );
  });
});

describe('credits', () => {
  it('shows each subject against its requirement and the next credits', async () => {
    const report: CreditsPage = {
      xp_per_credit: 2000,
      subjects: [
        {
          subject: 'math',
          xp: 7000,
          earned: 3.5,
          required: 3,
          counted: 3,
          overflow: 0.5,
          met: true,
          xp_to_requirement: 0,
          xp_to_next_credit: 900,
        },
        {
          subject: 'health',
          xp: 100,
          earned: 0.1,
          required: 0.5,
          counted: 0.1,
          overflow: 0,
          met: false,
          xp_to_requirement: 800,
          xp_to_next_credit: 1800,
        },
      ],
      total_earned: 3.6,
      total_required: 24,
      total_missing: 20.4,
      requirements_met: false,
      awaiting_review: {
        pending_xp: 120,
        returned_xp: 0,
        items: [
          {
            task_id: 't9',
            task_title: 'Bake bread for the neighbours',
            quest_id: 'q9',
            quest_title: 'Family Recipe Book',
            xp: 120,
            status: 'pending',
            comment: null,
            completed_at: '2026-11-02T10:00:00Z',
          },
        ],
      },
    };
    get.mockResolvedValue(report);
    renderApp('/credits');
    const bar = await screen.findByRole('progressbar', { name: 'Mathematics credits' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/0\.5 more count toward electives/)).toBeTruthy();
    expect(screen.getByText('800 XP more to meet the requirement.')).toBeTruthy();
    expect(screen.getByText('1800 XP in Health for the next whole credit')).toBeTruthy();
    expect(screen.getAllByText('3.6 of 24.0 credits').length).toBeGreaterThan(0);
    // Review before credit: XP awaiting review is shown apart from the credits.
    expect(
      screen.getByText('120 XP is waiting for a reviewer and is not in your credits yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bake bread for the neighbours' })).toBeTruthy();
  });
});
