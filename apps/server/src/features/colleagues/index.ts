import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { OtpService } from '../auth';
import { colleaguesRoutes } from './colleagues.routes';
import { createColleaguesService } from './colleagues.service';

/** Colleagues on a customer's account: invitations, roles and removal (decision 067). */
export function colleaguesFeature(
  deps: Pick<Deps, 'db' | 'settings' | 'sessions'>,
  needs: { otp: Pick<OtpService, 'issueLinkSecret' | 'closeLinks'> },
) {
  const colleagues = createColleaguesService(deps, needs);
  return { register: (api: FastifyInstance) => api.register(colleaguesRoutes, { colleagues }) };
}
