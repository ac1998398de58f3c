import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { OtpService } from '../auth';
import { createMobileService } from './mobile.service';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

export { tellMobilesTaken } from './mobile.service';

/** The signed-in person's own details, language, WhatsApp consent and the mobile's confirmation (decision 089). */
export function profileFeature(
  deps: Pick<Deps, 'db' | 'settings'>,
  needs: { otp: Pick<OtpService, 'issue' | 'check' | 'consume'> },
) {
  const services = { profile: createProfileService(deps), mobile: createMobileService(deps, needs) };
  return { register: (api: FastifyInstance) => api.register(profileRoutes, { services }) };
}
