import type { TRole } from '@svc/contract';

/** Who is calling, as verified from the token and read fresh from the database on every call. */
export interface Caller {
  userId: string;
  sessionId: string;
  role: TRole;
  customercode: string;
  /** The customer the user belongs to; null for staff and admin. */
  customerId: string | null;
}

export const isStaff = (c: Caller) => c.role === 'staff' || c.role === 'admin';
