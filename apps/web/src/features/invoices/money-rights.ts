import { mayApproveCharges } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session-store';
import { profileQuery } from '../account';

/**
 * Whether the signed-in person may answer charges and see invoices (decision 067): staff always; on a
 * customer's account its admin and approvers. Unknown (the profile not read yet) counts as no, so the
 * controls appear when it is known rather than vanish; the server refuses the others either way. Here, not
 * in the account feature, whose index the first screen loads: this hook brings the query library with it.
 */
export function useMayApprove(): boolean {
  const staff = useSession()?.role !== 'customer';
  const profile = useQuery({ ...profileQuery, enabled: !staff });
  return staff || mayApproveCharges(profile.data?.account_role);
}
