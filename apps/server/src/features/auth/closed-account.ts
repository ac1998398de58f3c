import { AppMsg, ColleagueMsg, fillMessage } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { accountStanding } from './users.repository';

/**
 * Why a user may no longer be in, in the words they are told: removed from their company's account (naming
 * it), or the account deactivated by the desk; null while the user is active (their session simply ended).
 * The one rule for the sign-in of a closed user and for the next call of a session it ended (decision 094).
 */
export async function whyClosed(db: DbOrTx, userId: string): Promise<string | null> {
  const standing = await accountStanding(db, userId);
  if (!standing || standing.active) return null;
  if (standing.removedFrom !== null)
    return fillMessage(ColleagueMsg.removedFromAccount, { company: standing.removedFrom });
  return AppMsg.accountDeactivated;
}
