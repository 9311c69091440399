import type { Constellation, Dashboard, QuestDetail, QuestSummary, Task } from '../api/types';

export const task = (over: Partial<Task> = {}): Task => ({
  id: 't1',
  title: 'Sketch a bridge',
  description: 'Draw three designs.',
  pillar: 'stem',
  xp: 100,
  required: true,
  subjects: [{ subject: 'science', xp: 100 }],
  is_personal: false,
  due_date: null,
  completed_at: null,
  review: null,
  evidence: [],
  ...over,
});

export const summary = (over: Partial<QuestSummary> = {}): QuestSummary => ({
  id: 'q1',
  title: 'Build a Bridge',
  short_description: 'Engineer a paper bridge.',
  cover_image_url: null,
  pillars: ['stem', 'art'],
  total_xp: 250,
  task_count: 2,
  enrolment: null,
  ...over,
});

export const detail = (
  enrolled: boolean,
  tasks: Task[] = [
    task(),
    task({
      id: 't2',
      title: 'Test it',
      pillar: 'art',
      xp: 150,
      completed_at: '2026-11-02T10:00:00Z',
      evidence: [
        {
          id: 'e1',
          kind: 'file',
          text: null,
          url: null,
          confidential: false,
          held: false,
          created_at: '2026-11-02T10:00:00Z',
          file: {
            id: 'f1',
            name: 'photo.png',
            mime: 'image/png',
            size: 2048,
            download_url: '/api/evidence/e1/file',
          },
        },
      ],
    }),
  ],
): QuestDetail => ({
  ...summary(),
  big_idea: 'Shapes carry loads.',
  tasks,
  enrolment: enrolled
    ? {
        id: 'en1',
        status: 'active',
        tasks_completed: 1,
        tasks_total: 2,
        xp_earned: 150,
        due_date: null,
        picked_up_at: '2026-11-01T10:00:00Z',
        completed_at: null,
        pickup_count: 1,
        history: [],
      }
    : null,
});

export const dashboard: Dashboard = {
  xp_total: 400,
  xp_by_pillar: { stem: 250, wellness: 0, communication: 50, civics: 0, art: 100 },
  level: { name: 'Builder', min_xp: 250, next: { name: 'Creator', min_xp: 750 } },
  streak_days: 3,
  active_quests: [
    summary({
      enrolment: {
        status: 'active',
        tasks_completed: 1,
        tasks_total: 2,
        xp_earned: 150,
        due_date: null,
        picked_up_at: '2026-11-01T10:00:00Z',
        completed_at: null,
      },
    }),
  ],
  recent_completions: [
    {
      task_id: 't2',
      task_title: 'Test it',
      quest_id: 'q1',
      quest_title: 'Build a Bridge',
      pillar: 'art',
      xp: 150,
      completed_at: '2026-11-02T10:00:00Z',
    },
  ],
  upcoming: [
    {
      kind: 'task',
      id: 't1',
      quest_id: 'q1',
      title: 'Sketch a bridge',
      quest_title: 'Build a Bridge',
      due_date: '2099-01-05',
      completed: false,
    },
  ],
};

export const constellation: Constellation = {
  quests: [
    {
      id: 'q1',
      title: 'Build a Bridge',
      completed_at: '2026-11-03T10:00:00Z',
      tasks: [
        {
          id: 't1',
          title: 'Sketch a bridge',
          pillar: 'stem',
          xp: 100,
          completed_at: '2026-11-02T10:00:00Z',
        },
        {
          id: 't2',
          title: 'Test it',
          pillar: 'art',
          xp: 150,
          completed_at: '2026-11-03T10:00:00Z',
        },
      ],
    },
  ],
};
