import { AppMsg, Code, type TProfile } from '@svc/contract';
import type { Deps } from '../../app/deps';
import type { AccessClaims } from '../../lib/access-token';
import { AppError } from '../../lib/app-error';
import { customerFields, findCustomerById, findUserById } from '../auth';

export function createProfileService(deps: Deps) {
  async function getProfile(claims: AccessClaims): Promise<TProfile> {
    const user = await findUserById(deps.db, claims.userId);
    if (!user) throw new AppError(Code.notFound, AppMsg.notFound);
    const c = user.customerId ? await findCustomerById(deps.db, user.customerId) : undefined;
    return {
      username: user.username,
      role: user.role,
      customercode: user.code,
      customername: user.displayName,
      lastLogin: user.previousLoginAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      company: c ? customerFields(c) : null,
    };
  }
  return { getProfile };
}
