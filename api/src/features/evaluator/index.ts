import type { FastifyInstance } from 'fastify';
import { evaluatorFamilyRoutes } from './links/routes';
import { evaluatorPublicRoutes } from './public/routes';
import { evaluatorTrackingRoutes } from './tracking/routes';
import { sweepEvaluationReminders } from './tracking/service';

export { buildPortfolio } from './portfolio/service';

export interface Evaluator {
  /** Mails the 30- and 7-day evaluation reminders that are due (each once); returns how many. */
  sweepEvaluationReminders(now?: Date): Promise<number>;
}

/**
 * The evaluator portfolio (issue #15, items 3 and 4; docs/api/evaluator.md): the portfolio
 * export (JSON and a streamed PDF), time-limited evaluator links and the evaluator's public
 * view, and a family's tracking against the school year's targets with due-date reminders.
 */
export function evaluatorFeature(app: FastifyInstance): Evaluator {
  const store = app.ctx.uploads;
  evaluatorFamilyRoutes(app, store);
  evaluatorTrackingRoutes(app);
  evaluatorPublicRoutes(app, store);
  return {
    sweepEvaluationReminders: (now) =>
      sweepEvaluationReminders(app.ctx, now ?? app.ctx.config.now()),
  };
}
