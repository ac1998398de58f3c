import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { authRoutes } from './auth.routes';
import { createLoginService } from './login.service';
import { createOtpService } from './otp.service';
import { createRecoveryService } from './recovery.service';
import { createSessionService } from './session.service';
import { createSignupService } from './signup.service';

export { whyClosed } from './closed-account';
export { customerFields } from './customer-fields';
export { lastLoginSeen, readerOf } from './last-login';
export type { OtpService } from './otp.service';
export type { RecoveryService } from './recovery.service';
export { findLiveSession, revokeUserSessions } from './sessions.repository';
export {
  findCustomerById,
  findUserById,
  insertCustomer,
  insertUser,
  mobileConfirmationAfter,
  nextCustomerCode,
  setUserLanguage,
  setWhatsappOptIn,
  updateCustomerContact,
  usernameTaken,
} from './users.repository';

/** Sign-in, sign-up, codes, password recovery and sessions; codes and recovery serve other features too. */
export function authFeature(
  deps: Pick<Deps, 'db' | 'settings' | 'tokens' | 'mailer' | 'signer' | 'sessions' | 'log'>,
  secureCookies: boolean,
) {
  const session = createSessionService(deps);
  const otp = createOtpService(deps);
  const recovery = createRecoveryService(deps, otp);
  const services = {
    session,
    recovery,
    login: createLoginService(deps, session),
    signup: createSignupService(deps, otp),
  };
  return {
    otp,
    recovery,
    register: (api: FastifyInstance) => api.register(authRoutes, { services, secureCookies }),
  };
}
