// Kept apart from the settings' schemas so that the table of every text (texts.ts), which the first screen loads, carries no zod.
import { CalendarMsg } from '../turnaround/calendar-messages';

/** The turnaround settings' messages (English; the web's catalogues hold them under these keys in both languages). */
export const TurnaroundMsg = {
  // The calendar's own rules are the clock's (contract turnaround/calendar.ts): one owner, the same texts.
  ...CalendarMsg,
  enterWorkingDays:
    'Please enter a whole number of working days from 1 to 90 (for part of a day, choose working hours)',
  enterWorkingHours: 'Please enter a whole number of working hours from 1 to 24',
  hoursOrDays: 'Please enter the turnaround in working hours or in working days, not both',
  selectItemType: 'Please select an item type',
  unknownItem: 'This item is not in the catalogue',
  unknownBranch: 'This branch does not exist',
  ruleRemoved: 'Turnaround rule removed.',
} as const;
