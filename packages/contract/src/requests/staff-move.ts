import { z } from 'zod';
import { ItemStatusMsg } from '../common/desk-messages';
import { Msg } from '../common/messages';
import { indiaToday } from '../format/india';
import { needsOf } from './flow';
import { expectedDateIssue } from './parts';
import { ITEM_STATUSES, type TItemStatus } from './statuses';

interface StaffMoveFacts {
  status: TItemStatus;
  docket_number?: string;
  return_courier?: string;
  return_docket?: string;
  remark?: string;
  expected_on?: string;
}

/**
 * What staff may type differently off a parcel's label than the customer did: spaces, dots, slashes,
 * underscores and dashes ("ST-4471 22" is "st447122"). A regular expression both JavaScript and PostgreSQL read.
 */
export const DOCKET_SEPARATORS = '[\\s./_-]';
const separators = new RegExp(DOCKET_SEPARATORS, 'g');
/** What a docket number is whatever its separators and case. */
export const docketKey = (docket: string) => docket.replace(separators, '').toLowerCase();
/** Docket numbers match whatever their separators and case. */
export const sameDocket = (a: string, b: string) => docketKey(a) === docketKey(b);

/**
 * What a staff move needs besides the status, as the flow table says (`needsOf`): the parcel's docket
 * (matching the request's) on receipt, the return courier and docket on dispatch, a remark to finish a
 * repair, a date parts are expected by (not past, within PARTS_EXPECTED_MAX_DAYS of India's `today`). The
 * server refuses a move with these issues and the staff dialog shows them before sending: one rule for
 * both. Charges are a quote's own call.
 */
export function staffMoveIssues(
  move: StaffMoveFacts,
  parcelDocket: string,
  today: string = indiaToday(),
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const filled = (v?: string) => !!v?.trim();
  const needs = needsOf(move.status);
  if (needs.includes('docket')) {
    if (!filled(move.docket_number)) issues.push({ path: 'docket_number', message: Msg.enterDocketNumber });
    else if (!sameDocket(move.docket_number ?? '', parcelDocket)) {
      issues.push({ path: 'docket_number', message: ItemStatusMsg.docketMismatch });
    }
  }
  if (needs.includes('return')) {
    if (!filled(move.return_courier))
      issues.push({ path: 'return_courier', message: ItemStatusMsg.enterReturnCourier });
    if (!filled(move.return_docket)) issues.push({ path: 'return_docket', message: ItemStatusMsg.enterReturnDocket });
  }
  if (needs.includes('remark') && !filled(move.remark)) {
    issues.push({ path: 'remark', message: ItemStatusMsg.enterRemark });
  }
  const expected = needs.includes('expected') ? expectedDateIssue(move.expected_on, today) : null;
  if (expected) issues.push({ path: 'expected_on', message: expected });
  return issues;
}

/** The staff action dialog's values, checked by the same rule as the server. */
export const ZStaffMoveForm = z
  .object({
    status: z.enum(ITEM_STATUSES),
    parcel_docket: z.string(),
    docket_number: z.string().max(40),
    return_courier: z.string().max(80),
    return_docket: z.string().max(40),
    remark: z.string().max(500),
    expected_on: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const issue of staffMoveIssues(values, values.parcel_docket)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
