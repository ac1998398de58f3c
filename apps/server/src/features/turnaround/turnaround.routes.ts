import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TurnaroundService } from './turnaround.service';

/** The admin's turnaround settings: the calendar, the default and the rules per item type and branch. */
export const turnaroundRoutes: FastifyPluginAsync<{ turnaround: TurnaroundService }> = async (app, { turnaround }) => {
  app.endpoint(e.turnaroundSettings, () => turnaround.get());
  app.endpoint(e.saveWorkingCalendar, ({ caller, body }) => turnaround.saveCalendar(caller, body));
  app.endpoint(e.saveTurnaroundRule, ({ caller, body }) => turnaround.saveRule(caller, body));
  app.endpoint(e.removeTurnaroundRule, ({ caller, body }) => turnaround.removeRule(caller, body));
};
