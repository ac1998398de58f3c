import { API_PREFIX, AppMsg, Code, endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginService } from './login.service';
import type { RecoveryService } from './recovery.service';
import type { SessionService } from './session.service';
import type { SignupService } from './signup.service';

type AuthServices = { login: LoginService; signup: SignupService; recovery: RecoveryService; session: SessionService };

/** The specification's /login calls; thin: parse, call the service, answer. */
const DEVICE_COOKIE = 'svc_device';

export const authRoutes: FastifyPluginAsync<{ services: AuthServices; secureCookies: boolean }> = async (
  app,
  { services, secureCookies },
) => {
  const { login, signup, recovery, session } = services;

  app.endpoint(e.authenticate, async ({ body, req, reply }) => {
    const { userDetails, device } = await login.authenticate(body.username, body.password, {
      ip: req.ip,
      device: req.cookies[DEVICE_COOKIE],
    });
    // The browser that signed in is trusted next time: its own budget of wrong passwords (decision 042).
    reply.setCookie(DEVICE_COOKIE, device, {
      path: `${API_PREFIX}/login`,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      maxAge: 365 * 86_400,
    });
    return { status: Code.ok, message: 'OK', userDetails };
  });
  app.endpoint(e.getOtp, ({ body, req }) => signup.getOtp(body, req.ip));
  app.endpoint(e.insertCustomer, ({ body, req }) => signup.insertCustomer(body, req.ip));
  app.endpoint(e.forgotPassword, ({ body, req }) => recovery.forgotPassword(body.identifier, req.ip));
  app.endpoint(e.resetPassword, ({ body, req }) =>
    recovery.resetPassword(body.identifier, body.otp, body.password, req.ip),
  );
  app.endpoint(e.setPassword, ({ body, req }) => recovery.setPassword(body.key, body.password, req.ip));
  app.endpoint(e.checkWelcomeLink, ({ body, req }) => recovery.checkWelcomeLink(body.key, req.ip));
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
