import {
  AppMsg,
  Code,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZForgotPasswordRequest,
  ZGetOtpRequest,
  ZInsertCustomerRequest,
  ZLogoutRequest,
  ZOldPasswordCheckRequest,
  ZOldPasswordCheckResponse,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZResetPasswordRequest,
  ZStatusReply,
} from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services';

/** The specification's /login calls; thin: parse, call the service, answer. */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services; authLimit: number; publicLimit: number }> = async (
  app,
  { services, authLimit, publicLimit },
) => {
  const guessable = { rateLimit: { max: authLimit, timeWindow: '1 minute' } };
  const open = { rateLimit: { max: publicLimit, timeWindow: '1 minute' } };
  const tags = ['login'];

  app.post('/login/authenticate', {
    config: guessable,
    schema: { tags, body: ZAuthenticateRequest, response: { 200: ZAuthenticateResponse } },
    handler: async (req) => {
      const userDetails = await services.login.authenticate(req.body.username, req.body.password);
      return { status: Code.ok, message: 'OK', userDetails };
    },
  });

  app.post('/login/GetOTP', {
    config: guessable,
    schema: { tags, body: ZGetOtpRequest, response: { 200: ZStatusReply } },
    handler: (req) => services.signup.getOtp(req.body),
  });

  app.post('/login/insertCustomer', {
    config: guessable,
    schema: { tags, body: ZInsertCustomerRequest, response: { 200: ZStatusReply } },
    handler: (req) => services.signup.insertCustomer(req.body),
  });

  app.post('/login/forgotPassword', {
    config: guessable,
    schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZStatusReply } },
    handler: (req) => services.recovery.forgotPassword(req.body.identifier),
  });

  app.post('/login/resetPassword', {
    config: guessable,
    schema: { tags, body: ZResetPasswordRequest, response: { 200: ZStatusReply } },
    handler: (req) => services.recovery.resetPassword(req.body.identifier, req.body.otp, req.body.password),
  });

  app.post('/login/refreshToken', {
    config: open,
    schema: { tags, body: ZRefreshTokenRequest, response: { 200: ZRefreshTokenResponse } },
    handler: async (req) => {
      const pair = await services.session.refresh(req.body.refreshToken);
      return { status: Code.ok, message: 'OK', tokenReult: { ...pair, status: Code.ok } };
    },
  });

  app.post('/login/logout', {
    config: open,
    schema: { tags, body: ZLogoutRequest, response: { 200: ZStatusReply } },
    handler: async (req) => {
      await services.session.logout(req.body.refreshToken);
      return { status: Code.ok, message: AppMsg.loggedOut };
    },
  });

  app.post('/login/OldPasswordCheck', {
    config: guessable,
    preHandler: app.authenticate,
    schema: { tags, body: ZOldPasswordCheckRequest, response: { 200: ZOldPasswordCheckResponse } },
    handler: (req) => services.login.oldPasswordCheck(req.claims!, req.body.customercode, req.body.oldpassword),
  });

  app.post('/login/ChangePassword', {
    config: guessable,
    preHandler: app.authenticate,
    schema: {
      tags,
      body: ZChangePasswordRequest,
      response: { 200: ZChangePasswordResponse, 400: z.union([ZChangePasswordResponse, ZStatusReply]) },
    },
    handler: async (req, reply) => {
      const { customercode, oldpassword, password } = req.body;
      const result = await services.login.changePassword(req.claims!, customercode, oldpassword, password);
      if (!result.ok) reply.code(400);
      return { status: result.ok, message: result.message };
    },
  });
};
