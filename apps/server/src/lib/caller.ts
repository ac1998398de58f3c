import { mayApproveCharges, type TAccountRole, type TRole } from '@svc/contract';

/** Who is calling, as verified from the token and read fresh from the database on every call. */
export interface Caller {
  userId: string;
  sessionId: string;
  role: TRole;
  customercode: string;
  /** The customer the user belongs to; null for staff and admin. */
  customerId: string | null;
  /** A customer's role on their company's account (decision 067); null for staff and admin. */
  accountRole: TAccountRole | null;
}

export const isStaff = (c: Caller) => c.role === 'staff' || c.role === 'admin';

/** Staff, and the customer's account admin and approvers, see invoices and statements (decision 067). */
export const seesInvoices = (c: Caller) => isStaff(c) || mayApproveCharges(c.accountRole);
