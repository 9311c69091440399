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
      evidence_url: 'https://example.com/melody',
    },
    { id: 't2', title: 'Bad link', description: '', pillar: 'nope', evidence_url: 'javascript:x' },
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
    });
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
  });

  it('shows the portfolio, its pillars and only safe evidence links', async () => {
    get.mockResolvedValue(portfolio);
    at('/portfolio/maya');
    expect(await screen.findByRole('heading', { name: 'Maya Ortiz’s Portfolio' })).toBeTruthy();
    expect(screen.getByText('250 XP')).toBeTruthy();
    expect(screen.getByText('Compose a melody')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/melody']);
  });
});
