import { type CallBody, routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const turnaroundKeys = { settings: ['turnaround', 'settings'] as const };

/** The calendar, the default and the rules, with the items and branches a rule can name. */
export const turnaroundQuery = queryOptions({
  queryKey: turnaroundKeys.settings,
  queryFn: () => api(routes.turnaroundSettings, {}),
});

// The admin's saves: each answers a message for the person.
export const saveWorkingCalendar = (body: CallBody<'saveWorkingCalendar'>) => api(routes.saveWorkingCalendar, body);
export const saveTurnaroundRule = (body: CallBody<'saveTurnaroundRule'>) => api(routes.saveTurnaroundRule, body);
export const removeTurnaroundRule = (body: CallBody<'removeTurnaroundRule'>) => api(routes.removeTurnaroundRule, body);
