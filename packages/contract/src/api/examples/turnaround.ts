import { TurnaroundMsg } from '../../admin/turnaround';
import { AdminMsg } from '../../common/desk-messages';
import { DEFAULT_WORKING_CALENDAR } from '../../turnaround/calendar';
import type { BodyInput, Reply } from '../endpoint';
import type { Endpoints } from '../endpoints';

type Call = 'turnaroundSettings' | 'saveWorkingCalendar' | 'saveTurnaroundRule' | 'removeTurnaroundRule';
type Examples = { [K in Call]: { body: BodyInput<Endpoints[K]>; reply: Reply<Endpoints[K]> } };

const calendar = { ...DEFAULT_WORKING_CALENDAR, holidays: ['2026-01-15', '2026-10-20'] };

/** The turnaround settings' calls (issue 28): the admin's calendar, default and rules per item type and branch. */
export const TURNAROUND_EXAMPLES = {
  turnaroundSettings: {
    body: {},
    reply: {
      statusFlag: 0,
      message: 'OK',
      calendar,
      default_days: 5,
      default_hours: null,
      rules: [
        { item_id: 1, item_name: 'Laptop', branch_id: null, branch_name: null, working_days: 3, working_hours: null },
        { item_id: 1, item_name: 'Laptop', branch_id: 2, branch_name: 'Madurai', working_days: null, working_hours: 4 },
      ],
      items: [{ id: 1, name: 'Laptop', active: true }],
      branches: [{ id: 2, name: 'Madurai', active: true }],
    },
  },
  saveWorkingCalendar: {
    body: { calendar, default_days: 5 },
    reply: { statusFlag: 0, message: AdminMsg.saved },
  },
  saveTurnaroundRule: {
    // An express counter's same-day promise (decision 092); `working_days: 3` saves a rule in days.
    body: { item_id: 1, branch_id: 2, working_hours: 4 },
    reply: { statusFlag: 0, message: AdminMsg.saved },
  },
  removeTurnaroundRule: {
    body: { item_id: 1, branch_id: 2 },
    reply: { statusFlag: 0, message: TurnaroundMsg.ruleRemoved },
  },
} satisfies Examples;
