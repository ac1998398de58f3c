import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ColleaguesService } from './colleagues.service';

export const colleaguesRoutes: FastifyPluginAsync<{ colleagues: ColleaguesService }> = async (app, { colleagues }) => {
  app.endpoint(e.colleagueList, ({ caller, body }) => colleagues.list(caller, body.customercode));
  app.endpoint(e.inviteColleague, ({ caller, body }) => colleagues.invite(caller, body));
  app.endpoint(e.resendInvitation, ({ caller, body }) => colleagues.resend(caller, body));
  app.endpoint(e.setColleagueRole, ({ caller, body }) => colleagues.setRole(caller, body));
  app.endpoint(e.removeColleague, ({ caller, body }) => colleagues.remove(caller, body));
};
