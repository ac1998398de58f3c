import { Code, endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { MobileService } from './mobile.service';
import type { ProfileService } from './profile.service';

export const profileRoutes: FastifyPluginAsync<{
  services: { profile: ProfileService; mobile: MobileService };
}> = async (app, { services }) => {
  app.endpoint(e.getProfile, async ({ caller }) => ({
    status: Code.ok,
    message: 'OK',
    profile: await services.profile.getProfile(caller, caller.accountRole),
  }));
  app.endpoint(e.setLanguage, ({ caller, body }) => services.profile.setLanguage(caller, body.language));
  app.endpoint(e.setWhatsappOptIn, ({ caller, body }) => services.profile.whatsappOptIn(caller, body.opt_in));
  app.endpoint(e.updateProfile, ({ caller, body }) => services.profile.updateProfile(caller, body));
  app.endpoint(e.sendMobileCode, ({ caller, req }) => services.mobile.sendCode(caller, req.ip));
  app.endpoint(e.verifyMobile, async ({ caller, body, req }) => ({
    ...(await services.mobile.verify(caller, body.otp, req.ip)),
    profile: await services.profile.getProfile(caller, caller.accountRole),
  }));
};
