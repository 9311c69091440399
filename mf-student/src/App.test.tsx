/** @jest-environment jsdom */
import './testing/polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, upload } from '@optio/api-client';
import { constellation, dashboard, detail, summary } from './testing/fixtures';
import { renderApp } from './testing/renderApp';

jest.mock('@optio/api-client', () => {
  const actual = jest.requireActual<typeof import('@optio/api-client')>('@optio/api-client');
  return {
    ...actual,
    api: { get: jest.fn(), post: jest.fn(), patch: jest.fn(), delete: jest.fn() },
    upload: jest.fn(),
  };
});

const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const uploadMock = upload as jest.Mock;

function answer(routes: Record<string, unknown>) {
  get.mockImplementation((path: string) => {
    if (path in routes) return Promise.resolve(routes[path]);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

const profile = {
  id: 'u1',
  first_name: 'Ada',
  role: 'student',
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
});

describe('quests', () => {
  it('lists the catalogue and my quests', async () => {
    answer({
      '/api/quests': { items: [summary()], page: 1, page_size: 12, total: 1 },
      '/api/quests/mine': { active: [], completed: [], set_down: [] },
    });
    renderApp('/quests');
    expect(screen.getByRole('heading', { level: 1, name: 'Quests' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Build a Bridge' })).toBeTruthy();
    expect(screen.getByText('250 XP')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'My active quests' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pillar'), { target: { value: 'art' } });
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/quests',
        expect.objectContaining({ query: expect.objectContaining({ pillar: 'art', page: 1 }) }),
      ),
    );
  });
});

describe('quest detail', () => {
  it('picks up a quest', async () => {
    answer({ '/api/quests/q1': detail(false) });
    post.mockResolvedValue(detail(true));
    renderApp('/quests/q1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build a Bridge' })).toBeTruthy();
    expect(screen.getByText('Shapes carry loads.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pick up quest' }));
    });
    expect(post).toHaveBeenCalledWith('/api/quests/q1/pick-up', undefined, {
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByRole('button', { name: 'Set down' })).toBeTruthy();
  });

  it('completes a task with text and a file', async () => {
    answer({ '/api/quests/q1': detail(true) });
    uploadMock.mockImplementation(
      (_path: string, _form: FormData, options: { onProgress?: (p: unknown) => void }) => {
        options.onProgress?.({ loaded: 5, total: 10, percent: 50 });
        return Promise.resolve({ task: {}, xp_awarded: 100, quest_completed: true, xp_total: 500 });
      },
    );
    renderApp('/quests/q1');
    await screen.findByRole('heading', { level: 1, name: 'Build a Bridge' });
    expect(screen.getByRole('button', { name: 'Download photo.png (2.0 KB)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete task: Sketch a bridge' }));
    // Nothing given yet: refused on the client.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
    });
    expect(screen.getByText('Add some text, a link or a file as evidence.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What did you do?'), { target: { value: 'Drew it' } });
    const file = new File(['png'], 'bridge.png', { type: 'image/png' });
    const bad = new File(['x'], 'virus.exe', { type: 'application/x-msdownload' });
    fireEvent.change(screen.getByLabelText('Files: drop them here or choose them'), {
      target: { files: [file, bad] },
    });
    expect(screen.getByText('virus.exe: this type of file is not accepted.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' })).getByText('bridge.png (3 B)'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Confidential'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
    });
    expect(uploadMock).toHaveBeenCalledTimes(1);
    const [path, form] = uploadMock.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/tasks/t1/complete');
    expect(form.get('text')).toBe('Drew it');
    expect(form.get('confidential')).toBe('true');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['bridge.png']);
    expect(
      await screen.findByText(/“Sketch a bridge” completed: \+100 XP\. Quest complete/),
    ).toBeTruthy();
  });

  it('asks for a reflection before setting a quest down', async () => {
    answer({ '/api/quests/q1': detail(true) });
    post.mockResolvedValue({
      ...detail(true),
      enrolment: { ...detail(true).enrolment!, status: 'set_down' },
    });
    renderApp('/quests/q1');
    fireEvent.click(await screen.findByRole('button', { name: 'Set down' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Set down' }));
    });
    expect(within(dialog).getByText('Write a short reflection first.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reflection'), {
      target: { value: 'Busy week' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Set down' }));
    });
    expect(post).toHaveBeenCalledWith('/api/quests/q1/set-down', { reflection: 'Busy week' });
    expect(await screen.findByRole('button', { name: 'Pick up again' })).toBeTruthy();
  });
});

describe('dashboard', () => {
  it('greets the student from the cached profile and shows level, chart and lists', async () => {
    answer({ '/api/users/dashboard': dashboard });
    renderApp('/dashboard', profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeTruthy();
    expect(await screen.findByTestId('level-name')).toHaveProperty('textContent', 'Builder');
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress to Creator' })
        .getAttribute('aria-valuenow'),
    ).toBe('30');
    expect(screen.getByText('350 XP to Creator')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Bar chart of XP per pillar/ })).toBeTruthy();
    expect(screen.getByText('STEM: 250 XP')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next deadlines' })).toBeTruthy();
  });
});

describe('records overview on the dashboard', () => {
  it('links every records screen with a glance from its API', async () => {
    answer({
      '/api/users/dashboard': dashboard,
      '/api/records/badges': {
        badges: [
          { id: 'b1', status: 'claimed' },
          { id: 'b2', status: 'in_progress' },
          { id: 'b3', status: 'claimable' },
          { id: 'b4', status: 'not_started' },
        ],
      },
      '/api/records/credits': { total_earned: 4.5, total_required: 24 },
      '/api/records/transcript': { total_xp: 1250 },
      '/api/records/diploma': { status: 'in_progress', credits_missing: 19.5, issued_at: null },
      '/api/users/dashboard/constellation': constellation,
      '/api/records/portfolio': { visibility: { public: false }, items: [{ id: 'p1' }] },
    });
    renderApp('/dashboard', profile);
    const records = await screen.findByRole('region', { name: 'Your records' });
    const glance = (key: string) => within(records).getByTestId(`glance-${key}`).textContent;
    await waitFor(() => expect(glance('credits')).toBe('4.5 of 24.0 credits'));
    await waitFor(() => expect(glance('portfolio')).toBe('1 item, private'));
    expect(glance('badges')).toBe('1 badge earned');
    expect(glance('badgeProgress')).toBe('2 badges in progress');
    expect(glance('transcript')).toBe('1,250 XP on record');
    expect(glance('diploma')).toBe('19.5 credits to go');
    const links = within(records).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/badges',
      '/badge-progress',
      '/credits',
      '/transcript',
      '/diploma',
      '/constellation',
      '/profile#portfolio',
    ]);
  });
});

describe('dashboard for other roles', () => {
  it('points a parent to the Family Dashboard and a student to nothing else', async () => {
    answer({ '/api/users/dashboard': dashboard });
    renderApp('/dashboard', { ...profile, role: 'parent' });
    const link = await screen.findByRole('link', { name: 'Open the Family Dashboard' });
    expect(link.getAttribute('href')).toBe('/parent/dashboard');
  });

  it('shows no role pointer to a student', async () => {
    answer({ '/api/users/dashboard': dashboard });
    renderApp('/dashboard', profile);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(screen.queryByRole('heading', { name: 'Your family' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the/ })).toBeNull();
  });
});

describe('learner actions by role', () => {
  it('offers a parent no pick-up on a quest (the server would refuse it)', async () => {
    answer({ '/api/quests/q1': detail(false) });
    renderApp('/quests/q1', { ...profile, role: 'parent' });
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pick up quest' })).toBeNull();
  });
});

describe('constellation and calendar', () => {
  it('draws a focusable star per task and quest with a text list', async () => {
    answer({ '/api/users/dashboard/constellation': constellation });
    renderApp('/constellation');
    const stars = await screen.findAllByTestId('task-star');
    expect(stars).toHaveLength(2);
    expect(screen.getAllByTestId('quest-star')).toHaveLength(1);
    expect(stars[0]!.getAttribute('aria-label')).toMatch(/Task “Sketch a bridge” \(STEM, 100 XP\)/);
    fireEvent.focus(stars[0]!);
    expect(document.querySelector('.student-sky__tip')?.textContent).toMatch(/Sketch a bridge/);
    expect(within(screen.getByTestId('star-list-art')).getByText(/Test it/)).toBeTruthy();
  });

  it('shows a month and moves between months', async () => {
    get.mockResolvedValue({ items: [] });
    renderApp('/calendar');
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    const now = new Date();
    const caption = (d: Date) => d.toLocaleDateString('en', { month: 'long', year: 'numeric' });
    expect(await screen.findByRole('heading', { level: 2, name: caption(now) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: caption(new Date(now.getFullYear(), now.getMonth() + 1, 1)),
      }),
    ).toBeTruthy();
  });

  it('sends unknown paths to the dashboard', async () => {
    answer({ '/api/users/dashboard': dashboard });
    renderApp('/no-such-screen', profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeTruthy();
  });
});
