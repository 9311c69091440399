import type { FastifyBaseLogger } from 'fastify';

// Methods live on the prototype: nothing is allocated per request but the small wrapper.
type LogFn = (...args: unknown[]) => void;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * `request.log`, created on first use. Fastify builds a pino child for every request (bindings
 * serialised, serializers and redaction set up), yet most requests never log a line when request
 * logging is off; the child is only built when something is actually written.
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  get level(): string {
    return this.real?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    const logger = this.logger;
    (logger.fatal as LogFn).apply(logger, args);
  }

  error(...args: unknown[]): void {
    const logger = this.logger;
    (logger.error as LogFn).apply(logger, args);
  }

  warn(...args: unknown[]): void {
    const logger = this.logger;
    (logger.warn as LogFn).apply(logger, args);
  }

  info(...args: unknown[]): void {
    const logger = this.logger;
    (logger.info as LogFn).apply(logger, args);
  }

  debug(...args: unknown[]): void {
    const logger = this.logger;
    (logger.debug as LogFn).apply(logger, args);
  }

  trace(...args: unknown[]): void {
    const logger = this.logger;
    (logger.trace as LogFn).apply(logger, args);
  }

  silent(...args: unknown[]): void {
    const logger = this.logger;
    (logger.silent as LogFn).apply(logger, args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` option. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
