import { z } from 'zod';
import { isIsoDate } from '../turnaround/calendar';

/** What a serial number's warranty is: null when the company's sales records do not know it. */
export const ZWarranty = z
  .object({
    /** The last day (YYYY-MM-DD) it is in warranty. */
    until: z.string(),
    /** Whether it is in warranty today (India's day). */
    in_warranty: z.boolean(),
  })
  .nullable();
export type TWarranty = z.infer<typeof ZWarranty>;

/**
 * The last day of a warranty of `months` from a sale on `soldOn` (YYYY-MM-DD): the day before the same day
 * `months` later, or that month's last day when it is shorter (a sale on 31 January with 1 month: 28/29 Feb).
 * No warranty (0 months) ends the day before the sale.
 */
export function warrantyUntil(soldOn: string, months: number): string {
  const [y, m, d] = soldOn.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // A month too short for the sale's day ends the warranty on its last day; else the day before.
  const end = d > lastDay ? new Date(Date.UTC(year, month, lastDay)) : new Date(Date.UTC(year, month, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** A warranty read on `day` (YYYY-MM-DD): in warranty through its last day. */
export const warrantyOn = (until: string | null, day: string): TWarranty =>
  until && isIsoDate(until) ? { until, in_warranty: day <= until } : null;

/** An item in warranty is quoted no service charge unless staff say why in the remark (issue 29). */
export const chargeNeedsRemark = (warranty: TWarranty, serviceCharge: number, remark: string) =>
  Boolean(warranty?.in_warranty) && serviceCharge > 0 && remark.trim() === '';
