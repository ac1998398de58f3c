import { createLoginService } from '../features/auth/login.service';
import { createOtpService } from '../features/auth/otp.service';
import { createRecoveryService } from '../features/auth/recovery.service';
import { createSessionService } from '../features/auth/session.service';
import { createSignupService } from '../features/auth/signup.service';
import { createProfileService } from '../features/profile/profile.service';
import type { Deps } from './deps';

/** Wires every service from its factory, once. */
export function createServices(deps: Deps) {
  const session = createSessionService(deps);
  const otp = createOtpService(deps);
  return {
    session,
    login: createLoginService(deps, session),
    signup: createSignupService(deps, otp),
    recovery: createRecoveryService(deps, otp),
    profile: createProfileService(deps),
  };
}
export type Services = ReturnType<typeof createServices>;
