/** The working calendar's rule messages, in a file without zod: the table of every text (texts.ts) reads them in the first screen. */
export const CalendarMsg = {
  enterTime: 'Please enter a time as HH:MM, from 00:00 to 23:59',
  closeAfterOpen: 'The closing time must be after the opening time',
  sevenDays: 'The week must have 7 days, Sunday first',
  keepOneWorkingDay: 'Please keep at least one working day in the week',
  enterHolidayDate: 'Please enter a real date as YYYY-MM-DD',
  tooManyHolidays: 'Please list at most 366 holidays',
} as const;
