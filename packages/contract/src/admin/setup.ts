import { z } from 'zod';

/**
 * What a new install sets up before its first week runs without dead ends, in the order the admin's
 * checklist shows them: the letterhead (name, address, GSTIN, phone), a branch for the employees, and the
 * UPI id invoices ask to be paid to.
 */
export const SETUP_STEPS = [
  'company_name',
  'company_address',
  'company_gstin',
  'company_phone',
  'branch',
  'upi_id',
] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

/** What a tax invoice needs of its supplier (CGST Rule 46(a)): without any of these, none can be issued. */
export const INVOICE_NEEDS = ['company_name', 'company_address', 'company_gstin'] as const;
export type TInvoiceNeed = (typeof INVOICE_NEEDS)[number];

interface Letterhead {
  name: string;
  address: string;
  gstin: string;
}

const filled = (v: string) => v.trim() !== '';

/** The steps still open, in the checklist's order; [] once everything is set. */
export function setupGaps(f: Letterhead & { phone: string; upi_id: string; active_branches: number }): TSetupStep[] {
  const done: Record<TSetupStep, boolean> = {
    company_name: filled(f.name),
    company_address: filled(f.address),
    company_gstin: filled(f.gstin),
    company_phone: filled(f.phone),
    branch: f.active_branches > 0,
    upi_id: filled(f.upi_id),
  };
  return SETUP_STEPS.filter((s) => !done[s]);
}

/** What stops an invoice from being issued: the supplier's details it would lack. [] when it can be. */
export function invoiceGaps(company: Letterhead | undefined): TInvoiceNeed[] {
  const c = company ?? { name: '', address: '', gstin: '' };
  return setupGaps({ ...c, phone: '-', upi_id: '-', active_branches: 1 }).filter((s): s is TInvoiceNeed =>
    (INVOICE_NEEDS as readonly string[]).includes(s),
  );
}

/**
 * A letterhead without its name or address is a placeholder: prints show that it is not set up rather than
 * pass it off as the company's.
 */
export const isPlaceholderLetterhead = (c: { name: string; address: string }) => !filled(c.name) || !filled(c.address);

export const ZSetupReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  /** The steps still open, in order; empty once everything is set. */
  missing: z.array(z.enum(SETUP_STEPS)),
});
export type TSetupReply = z.infer<typeof ZSetupReply>;
