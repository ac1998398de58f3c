import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app/deps';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** The signed-in person's own details, language and WhatsApp consent. */
export function profileFeature(deps: Pick<Deps, 'db'>) {
  const services = { profile: createProfileService(deps) };
  return { register: (api: FastifyInstance) => api.register(profileRoutes, { services }) };
}
