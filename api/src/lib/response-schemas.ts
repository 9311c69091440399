import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  endpoints,
  type EndpointKey,
  type Endpoints,
  type Responses,
} from '@optio/contracts/endpoints';

/** Routes answered with a response schema from @optio/contracts, and the JSON routes without. */
export interface ResponseSchemaCoverage {
  described: Set<string>;
  undescribed: Set<string>;
  /** `METHOD /path status` → the schema the route file declared before the contract's. */
  replaced: Map<string, z.ZodType>;
}

const coverage = new WeakMap<FastifyInstance, ResponseSchemaCoverage>();

export function responseSchemaCoverage(app: FastifyInstance): ResponseSchemaCoverage {
  const found = coverage.get(app);
  if (!found) throw new Error('registerResponseSchemas was not called on this app');
  return found;
}

/**
 * A route's success schemas from its contract, spread into the route's `response` so the type
 * provider checks the handler's answer against the contract (the route file writes none itself).
 */
export function contractResponses<K extends EndpointKey>(key: K): Endpoints[K] {
  return endpoints[key];
}

/** Why a handler's answer does not match its contract (tests only: production strips instead). */
export class ResponseContractError extends Error {
  constructor(route: string, status: number, detail: string) {
    super(`${route} ${status} does not match its response schema in @optio/contracts: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

/** The first place where two JSON values differ, as a path (for a readable test failure). */
function firstDifference(expected: unknown, actual: unknown, path = '$'): string {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
      if (!isDeepStrictEqual(expected[i], actual[i]))
        return firstDifference(expected[i], actual[i], `${path}[${i}]`);
    }
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of Object.keys(e)) {
      if (!(key in a)) return `${path}.${key} is sent but not in the schema`;
      if (!isDeepStrictEqual(e[key], a[key]))
        return firstDifference(e[key], a[key], `${path}.${key}`);
    }
  }
  return `${path} differs`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `$${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`)
    .join('; ');
}

type Serialize = (data: unknown) => string;

/**
 * Strict (tests): the answer must be exactly what the route sent before it had a contract (its
 * own declared schema's output, or the handler's object as it is): a key missing from the
 * contract or one the contract does not know fails the request with a 500 naming the difference,
 * so the API suite catches any drift between a handler and its contract. Otherwise (production):
 * unknown keys are stripped, and an answer that does not parse is sent as before and logged,
 * never turned into an error.
 */
function serializerFor(
  schema: z.ZodType,
  route: string,
  status: number,
  strict: boolean,
  before: Serialize,
  log: FastifyBaseLogger,
): Serialize {
  if (strict) {
    return (data) => {
      const sent: unknown = JSON.parse(before(data));
      const parsed = schema.safeParse(JSON.parse(JSON.stringify(data)));
      if (!parsed.success)
        throw new ResponseContractError(route, status, describeIssues(parsed.error));
      if (!isDeepStrictEqual(parsed.data, sent))
        throw new ResponseContractError(route, status, firstDifference(sent, parsed.data));
      return JSON.stringify(parsed.data);
    };
  }
  return (data) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return JSON.stringify(parsed.data);
    log.error(
      { route, status, issues: describeIssues(parsed.error) },
      'response does not match its schema in @optio/contracts; sent as before',
    );
    return before(data);
  };
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';
}

/**
 * Attaches each route's response schemas from @optio/contracts' endpoint map (used for the
 * serialization and the OpenAPI document), so route files declare only their inputs; for the
 * statuses the contract describes it replaces what a route file still declares. Call before any
 * route is registered.
 */
export function registerResponseSchemas(app: FastifyInstance, strict: boolean): void {
  // A route file's own schema for a status the contract now describes: what it sent before.
  const replaced = new Map<string, z.ZodType>();
  const found: ResponseSchemaCoverage = { described: new Set(), undescribed: new Set(), replaced };
  coverage.set(app, found);
  const table = endpoints as Record<string, Responses | undefined>;

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const responses = table[key];
      if (!responses) {
        found.undescribed.add(key);
        continue;
      }
      found.described.add(key as EndpointKey);
      const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, own] of Object.entries(declared))
        if (status in responses && isZod(own) && own !== responses[Number(status)])
          replaced.set(`${key} ${status}`, own);
      route.schema = { ...route.schema, response: { ...declared, ...responses } };
    }
  });

  const contractSchemas = new WeakSet<object>(
    Object.values(table).flatMap((responses) => Object.values(responses ?? {}).filter(isZod)),
  );
  app.setSerializerCompiler((route) => {
    const { schema, method, url, httpStatus } = route;
    const own = (zod: unknown): Serialize =>
      zodSerializerCompiler({ ...route, schema: zod } as Parameters<
        typeof zodSerializerCompiler
      >[0]);
    // Schemas a route file still declares itself (error bodies): serialized as before.
    if (!isZod(schema) || !contractSchemas.has(schema)) return own(schema);
    const key = `${method} ${url}`;
    const declared = replaced.get(`${key} ${httpStatus}`);
    const before = declared ? own(declared) : (data: unknown) => JSON.stringify(data);
    return serializerFor(schema, key, Number(httpStatus), strict, before, app.log);
  });
}
