import { describe, expect, it } from 'vitest';
import { ItemStatusMsg } from '../common/desk-messages';
import { addDays, expectedDateIssue, explainStatus, formatDay } from './parts';
import { staffMoveIssues } from './staff-move';
import { STATUS_TEXT, STATUS_TEXT_TA } from './status-registry';

describe('the date parts are expected by', () => {
  const today = '2026-11-25';
  it.each([
    [undefined, ItemStatusMsg.enterExpectedDate],
    ['', ItemStatusMsg.enterExpectedDate],
    ['25-11-2026', ItemStatusMsg.enterExpectedDate],
    ['2026-02-30', ItemStatusMsg.enterExpectedDate],
    ['2026-11-24', ItemStatusMsg.expectedDatePast],
    ['2026-11-25', null],
    ['2027-05-24', null],
    ['2027-05-25', ItemStatusMsg.expectedDateTooFar],
  ])('%s: %s', (day, issue) => {
    expect(expectedDateIssue(day, today)).toBe(issue);
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is needed, with a remark, only by the move to waiting for parts', () => {
    expect(staffMoveIssues({ status: 'waiting_for_parts' }, 'D1', today).map((i) => i.path)).toEqual([
      'remark',
      'expected_on',
    ]);
    expect(
      staffMoveIssues({ status: 'waiting_for_parts', remark: 'Screen ordered', expected_on: today }, 'D1', today),
    ).toEqual([]);
    expect(staffMoveIssues({ status: 'in_repair' }, 'D1', today)).toEqual([]);
  });

  it('fills the explanation in both languages, DD-MM-YYYY', () => {
    expect(formatDay('2026-12-05')).toBe('05-12-2026');
    expect(explainStatus(STATUS_TEXT.waiting_for_parts, '2026-12-05')).toContain('expected by 05-12-2026');
    expect(explainStatus(STATUS_TEXT_TA.waiting_for_parts, '2026-12-05')).toContain('05-12-2026');
    expect(explainStatus(STATUS_TEXT.in_repair, null)).toBe(STATUS_TEXT.in_repair.explanation);
  });
});
