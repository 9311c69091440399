// Every JSON endpoint's response schemas, keyed `METHOD /path` as Fastify registers the route. The
// API attaches them to its routes (serialization and the OpenAPI document); remotes import the
// types of the feature modules (@optio/contracts/<feature>) with `import type`.
import type { z } from 'zod';
import { endpoints as admin } from './features/admin';
import { endpoints as advisors } from './features/advisors';
import { endpoints as auth } from './features/auth';
import { endpoints as badgesAdmin } from './features/badges-admin';
import { endpoints as community } from './features/community';
import { endpoints as credentials } from './features/credentials';
import { endpoints as evaluator } from './features/evaluator';
import { endpoints as family } from './features/family';
import { endpoints as health } from './features/health';
import { endpoints as leads } from './features/leads';
import { endpoints as learning } from './features/learning';
import { endpoints as messages } from './features/messages';
import { endpoints as parents } from './features/parents';
import { endpoints as platformRuntime } from './features/platform-runtime';
import { endpoints as records } from './features/records';
import { endpoints as releases } from './features/releases';
import { endpoints as safetySurfaces } from './features/safety-surfaces';
import { endpoints as settings } from './features/settings';
import { endpoints as tutor } from './features/tutor';

/** A route's response schema per HTTP status. */
export type Responses = Partial<Record<number, z.ZodType>>;

export const endpoints = {
  ...admin,
  ...advisors,
  ...auth,
  ...badgesAdmin,
  ...community,
  ...credentials,
  ...evaluator,
  ...family,
  ...health,
  ...leads,
  ...learning,
  ...messages,
  ...parents,
  ...platformRuntime,
  ...records,
  ...releases,
  ...safetySurfaces,
  ...settings,
  ...tutor,
} satisfies Record<string, Responses>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The JSON body a route answers with a status (200 unless given). */
export type ResponseOf<
  K extends EndpointKey,
  S extends keyof Endpoints[K] = 200 extends keyof Endpoints[K] ? 200 : keyof Endpoints[K],
> = Endpoints[K][S] extends z.ZodType ? z.output<Endpoints[K][S]> : never;
