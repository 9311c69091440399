/**
 * The logging a service needs, without Fastify types: the request's or the app's logger fits it,
 * and so does a plain pino logger in scripts.
 */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
