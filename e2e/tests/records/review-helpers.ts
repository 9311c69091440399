import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/env';
import { demo } from '../../support/session';

// Setup over the API for the review specs (issue 15): signed-in sessions, and personal tasks a
// demo student adds to a quest and completes.

async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

export interface ApiSession {
  id: string;
  headers: Record<string, string>;
}

/** Signs a demo account in on its own request context; the headers authorize later calls. */
export async function session(request: APIRequestContext, email: string): Promise<ApiSession> {
  const login = await request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { user: { id: string }; session: { access_token: string } };
  return {
    id: body.user.id,
    headers: {
      Authorization: `Bearer ${body.session.access_token}`,
      'X-CSRF-Token': await csrf(request),
    },
  };
}

export interface FamilyWithoutAdvisor {
  studentApi: APIRequestContext;
  student: ApiSession;
  /** Assigns the demo advisor to the demo student again. */
  restore: () => Promise<void>;
}

/**
 * Unassigns the demo student's advisor, so the linked demo parent is the one who reviews; the
 * caller restores the assignment when done (other specs expect it).
 */
export async function withoutAdvisor(
  requests: APIRequest,
  baseURL: string | undefined,
): Promise<FamilyWithoutAdvisor> {
  const adminApi = await requests.newContext({ baseURL });
  const studentApi = await requests.newContext({ baseURL });
  const admin = await session(adminApi, demo('admin'));
  const advisor = await session(await requests.newContext({ baseURL }), demo('advisor'));
  const student = await session(studentApi, demo('student'));
  const assignment = `/api/admin/advisors/${advisor.id}/students/${student.id}`;
  expect((await adminApi.delete(assignment, { headers: admin.headers })).ok()).toBe(true);
  return {
    studentApi,
    student,
    restore: async () => {
      await adminApi.put(assignment, { headers: admin.headers, data: {} });
    },
  };
}

export interface Credits {
  xp_per_credit: number;
  total_earned: number;
  total_required: number;
  subjects: { subject: string; xp: number; earned: number }[];
}

export async function readCredits(request: APIRequestContext, s: ApiSession): Promise<Credits> {
  const res = await request.get('/api/records/credits', { headers: s.headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Credits;
}

/** A subject where 150 more XP adds exactly 0.1 to the rounded credits (0.1 steps). */
export function subjectThatMoves(c: Credits, rate: number): string {
  const tenths = (xp: number) => Math.round((xp * 10) / rate);
  const s = c.subjects.find((x) => tenths(x.xp + 150) === tenths(x.xp) + 1);
  if (!s) throw new Error('no subject where 150 XP moves the credits');
  return s.subject;
}

/** The first catalogue quest, picked up (again) by the student. */
export async function pickUpQuest(request: APIRequestContext, s: ApiSession): Promise<string> {
  const list = await request.get('/api/quests', { headers: s.headers });
  const questId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  await request.post(`/api/quests/${questId}/pick-up`, { headers: s.headers, data: {} });
  return questId;
}

/**
 * Adds a personal task to the quest (150 XP in STEM toward the subject unless told otherwise) and
 * completes it with the given evidence.
 */
export async function completePersonalTask(
  request: APIRequestContext,
  s: ApiSession,
  task: {
    questId: string;
    title: string;
    /** Without one the task names no subject. */
    subject?: string;
    pillar?: string;
    xp?: number;
    text: string;
    link?: string;
    file?: { name: string; mimeType: string; buffer: Buffer };
  },
): Promise<string> {
  const xp = task.xp ?? 150;
  const added = await request.post(`/api/quests/${task.questId}/tasks`, {
    headers: s.headers,
    data: {
      title: task.title,
      pillar: task.pillar ?? 'stem',
      xp,
      ...(task.subject ? { subjects: [{ subject: task.subject, xp }] } : {}),
    },
  });
  expect(added.status()).toBe(201);
  const taskId = ((await added.json()) as { id: string }).id;
  const done = await request.post(`/api/tasks/${taskId}/complete`, {
    headers: s.headers,
    multipart: {
      text: task.text,
      confidential: 'false',
      ...(task.link ? { link: task.link } : {}),
      ...(task.file ? { files: task.file } : {}),
    },
  });
  expect(done.status()).toBe(200);
  return taskId;
}
