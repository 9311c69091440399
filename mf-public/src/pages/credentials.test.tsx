/** @jest-environment jsdom */
import '../testing/polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@optio/router';
import { api, ApiError } from '@optio/api-client';
import { registerNamespace } from '@optio/i18n';
import en from '../locales/en';
import { parseDiploma, parsePortfolio } from './credentials';
import DiplomaPage from './DiplomaPage';
import PortfolioPage from './PortfolioPage';

jest.mock('@optio/api-client', () => {
  const actual = jest.requireActual('@optio/api-client');
  return { ...actual, api: { ...actual.api, get: jest.fn() } };
});

registerNamespace('public', { en });
const get = api.get as jest.Mock;

const portfolio = {
  student: { first_name: 'Maya', last_name: 'Ortiz', bio: 'Loves music and maps.' },
  items: [
    {
      id: 't1',
      title: 'Compose a melody',
      description: 'Wrote a 16-bar melody.',
      pillar: 'art',
      completed_at: '2026-10-02T12:00:00Z',
      files: [
        {
          name: 'melody.pdf',
          mime: 'application/pdf',
          url: '/api/public/portfolio/maya/evidence/e1/file',
        },
      ],
    },
    {
      id: 't2',
      title: 'Bad link',
      description: '',
      pillar: 'nope',
      files: [{ name: 'bad.pdf', mime: 'application/pdf', url: 'javascript:x' }],
    },
  ],
  pillars: { stem: 100, art: 250 },
};

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/portfolio/:slug" element={<PortfolioPage />} />
        <Route path="/public/diploma/:userId" element={<DiplomaPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('parsers', () => {
  it('read the documented shapes and tolerate odd values', () => {
    const p = parsePortfolio(portfolio);
    expect(p?.student.bio).toBe('Loves music and maps.');
    expect(p?.items[1]?.pillar).toBeNull();
    expect(p?.pillars).toEqual({ stem: 100, art: 250 });
    expect(parsePortfolio({ items: [] })).toBeNull();
    expect(parsePortfolio('nope')).toBeNull();
    const d = parseDiploma({
      student: { first_name: 'Maya', last_name: 'Ortiz' },
      issued_at: '2026-06-01',
      accredited: true,
      credits_total: 24,
      pillars: { civics: 4, wellness: 'x' },
    });
    expect(d).toEqual({
      student: { first_name: 'Maya', last_name: 'Ortiz' },
      issued_at: '2026-06-01',
      accredited: true,
      credits_total: 24,
      pillars: { civics: 4 },
      credits_required: null,
      subjects: [],
      portfolio_path: null,
    });
  });

  it('read the enriched shapes and keep only safe file and page links', () => {
    const p = parsePortfolio({
      ...portfolio,
      items: [
        {
          id: 'a',
          title: 'Poster',
          quest_title: 'Science fair',
          evidence_text: ['It works.', 3],
          files: [
            {
              name: 'poster.png',
              mime: 'image/png',
              url: '/api/public/portfolio/maya/items/a/file',
            },
            { name: 'evil', mime: 'text/html', url: 'javascript:alert(1)' },
            { name: 'other', mime: 'text/html', url: '//evil.example/x' },
          ],
        },
      ],
      badges: [
        {
          name: 'Storyteller',
          identity_statement: 'I can tell stories.',
          claimed_at: '2026-01-01',
        },
      ],
      credits: {
        total: 2.5,
        required: 24,
        subjects: [{ subject: 'math', earned: 1, required: 3 }],
      },
      diploma: { issued_at: null, accredited: false, path: 'javascript:x' },
    });
    expect(p?.items[0]?.evidence_text).toEqual(['It works.', '3']);
    expect(p?.items[0]?.files.map((f) => f.name)).toEqual(['poster.png']);
    expect(p?.badges[0]?.name).toBe('Storyteller');
    expect(p?.credits?.subjects).toEqual([{ subject: 'math', earned: 1, required: 3 }]);
    expect(p?.diploma).toBeNull();
  });
});

describe('public credential pages', () => {
  beforeEach(() => get.mockReset());

  it('shows a not-found page with a link home on 404', async () => {
    get.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Not found' }));
    at('/portfolio/nobody');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This portfolio is private or doesn’t exist',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(get.mock.calls[0]?.[0]).toBe('/api/public/portfolio/nobody');
  });

  it('offers a retry when the server fails', async () => {
    get.mockRejectedValueOnce(new ApiError(500)).mockResolvedValueOnce({
      student: { first_name: 'Maya', last_name: 'Ortiz' },
      issued_at: '2026-06-01T00:00:00Z',
      accredited: true,
      credits_total: 24,
      pillars: { stem: 6 },
    });
    at('/public/diploma/u-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maya Ortiz')).toBeTruthy();
    expect(screen.getByText('Accredited diploma')).toBeTruthy();
    expect(screen.getByText('Total credits: 24')).toBeTruthy();
    expect(document.title).toBe('Maya Ortiz — Diploma · Optio');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Maya Ortiz — Diploma · Optio',
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe(
      'article',
    );
  });

  it('says "in progress" for a public diploma that is not issued yet', async () => {
    get.mockResolvedValue({
      student: { first_name: 'Sam', last_name: 'Patel' },
      issued_at: null,
      accredited: false,
      credits_total: 2.5,
      credits_required: 24,
      subjects: [{ subject: 'math', earned: 1, counted: 1, required: 3 }],
      pillars: { stem: 1 },
      portfolio_path: '/portfolio/sam',
    });
    at('/public/diploma/u-2');
    expect(await screen.findByText('Diploma in progress')).toBeTruthy();
    expect(screen.getByText('has earned 2.5 of 24 credits toward an Optio diploma.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Mathematics/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Sam Patel’s work' }).getAttribute('href')).toBe(
      '/portfolio/sam',
    );
  });

  it('shows the portfolio, its pillars and only safe links to its files', async () => {
    get.mockResolvedValue(portfolio);
    at('/portfolio/maya');
    expect(await screen.findByRole('heading', { name: 'Maya Ortiz’s Portfolio' })).toBeTruthy();
    expect(screen.getByText('250 XP')).toBeTruthy();
    expect(screen.getByText('Compose a melody')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/public/portfolio/maya/evidence/e1/file',
    ]);
    expect(links[0]?.textContent).toBe('Open melody.pdf');
  });

  it('shows the work itself, earned badges and removes its Open Graph tags on leaving', async () => {
    get.mockResolvedValue({
      ...portfolio,
      items: [
        {
          id: 'a',
          title: 'Interview a family cook',
          quest_title: 'Family Recipe Book',
          completed_at: '2026-10-02T12:00:00Z',
          evidence_text: ['I interviewed Grandma Asha.'],
          files: [
            {
              name: 'notes.pdf',
              mime: 'application/pdf',
              url: '/api/public/portfolio/maya/items/a/file',
            },
          ],
        },
      ],
      badges: [
        {
          name: 'Family Historian',
          identity_statement: 'I am a keeper of stories.',
          claimed_at: '2026-10-03',
        },
      ],
    });
    const view = render(
      <MemoryRouter initialEntries={['/portfolio/maya']}>
        <Routes>
          <Route path="/portfolio/:slug" element={<PortfolioPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('I interviewed Grandma Asha.')).toBeTruthy();
    expect(screen.getByText('Quest: Family Recipe Book')).toBeTruthy();
    expect(screen.getByText('Family Historian')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open notes.pdf' }).getAttribute('href')).toBe(
      '/api/public/portfolio/maya/items/a/file',
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe(
      'profile',
    );
    view.unmount();
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
  });
});
