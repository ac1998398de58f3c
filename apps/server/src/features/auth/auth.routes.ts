import { AppMsg, Code, endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../app/services';

/** The specification's /login calls; thin: parse, call the service, answer. */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { login, signup, recovery, session } = services;

  app.endpoint(e.authenticate, async ({ body }) => {
    const userDetails = await login.authenticate(body.username, body.password);
    return { status: Code.ok, message: 'OK', userDetails };
  });
  app.endpoint(e.getOtp, ({ body }) => signup.getOtp(body));
  app.endpoint(e.insertCustomer, ({ body }) => signup.insertCustomer(body));
  app.endpoint(e.forgotPassword, ({ body }) => recovery.forgotPassword(body.identifier));
  app.endpoint(e.resetPassword, ({ body }) => recovery.resetPassword(body.identifier, body.otp, body.password));
  app.endpoint(e.refreshToken, async ({ body }) => {
    const pair = await session.refresh(body.refreshToken);
    return { status: Code.ok, message: 'OK', tokenReult: { ...pair, status: Code.ok } };
  });
  app.endpoint(e.logout, async ({ body }) => {
    await session.logout(body.refreshToken);
    return { status: Code.ok, message: AppMsg.loggedOut };
  });
  app.endpoint(e.oldPasswordCheck, ({ caller, body }) =>
    login.oldPasswordCheck(caller, body.customercode, body.oldpassword),
  );
  app.endpoint(e.changePassword, async ({ caller, body, reply }) => {
    const result = await login.changePassword(caller, body.customercode, body.oldpassword, body.password);
    if (!result.ok) reply.code(400);
    return { status: result.ok, message: result.message };
  });
};
