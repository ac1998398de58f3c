import { Code, endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../app/services';

export const profileRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.endpoint(e.getProfile, async ({ caller }) => ({
    status: Code.ok,
    message: 'OK',
    profile: await services.profile.getProfile(caller),
  }));
  app.endpoint(e.setLanguage, ({ caller, body }) => services.profile.setLanguage(caller, body.language));
  app.endpoint(e.setWhatsappOptIn, ({ caller, body }) => services.profile.whatsappOptIn(caller, body.opt_in));
};
