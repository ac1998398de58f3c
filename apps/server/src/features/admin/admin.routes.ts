import {
  ZAdminMasterListReply,
  ZBranchListReply,
  ZBranchSave,
  ZCompanyReply,
  ZCompanySave,
  ZCustomerCode,
  ZCustomerListReply,
  ZCustomerListRequest,
  ZCustomerSave,
  ZEmployeeListReply,
  ZEmployeeListRequest,
  ZEmployeeSave,
  ZFlagReply,
  ZMasterListRequest,
  ZMasterSave,
  ZSaveReply,
} from '@svc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services';
import { userLimit } from '../../plugins/user-limit';

/**
 * The company's lists, customers, employees and settings. Admin only, except the customer list, which
 * staff read for their customer filter. For anyone else these calls do not exist (404).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ services: Services; userLimit: number }> = async (
  app,
  { services, userLimit: max },
) => {
  const tags = ['admin'];
  app.addHook('preHandler', app.authenticate);
  const admin = app.requireRole('admin');
  const staff = app.requireRole('staff', 'admin');
  const { lists, company, customers, employees } = services;
  const empty = z.strictObject({}).optional();
  const write = { config: userLimit(max), preHandler: admin };

  app.post('/admin/getMasterList', {
    preHandler: admin,
    schema: { tags, body: ZMasterListRequest, response: { 200: ZAdminMasterListReply } },
    handler: (req) => lists.masters(req.body.kind),
  });
  app.post('/admin/saveMaster', {
    ...write,
    schema: { tags, body: ZMasterSave, response: { 200: ZSaveReply } },
    handler: (req) => lists.saveMaster(req.claims!, req.body),
  });
  app.post('/admin/getBranchList', {
    preHandler: admin,
    schema: { tags, body: empty, response: { 200: ZBranchListReply } },
    handler: () => lists.branches(),
  });
  app.post('/admin/saveBranch', {
    ...write,
    schema: { tags, body: ZBranchSave, response: { 200: ZSaveReply } },
    handler: (req) => lists.saveBranch(req.claims!, req.body),
  });
  app.post('/admin/getCompanySettings', {
    preHandler: admin,
    schema: { tags, body: empty, response: { 200: ZCompanyReply } },
    handler: () => company.get(),
  });
  app.post('/admin/saveCompanySettings', {
    ...write,
    schema: { tags, body: ZCompanySave, response: { 200: ZFlagReply } },
    handler: (req) => company.save(req.claims!, req.body),
  });
  app.post('/admin/getCustomerList', {
    preHandler: staff,
    schema: { tags, body: ZCustomerListRequest, response: { 200: ZCustomerListReply } },
    handler: (req) => customers.list(req.body),
  });
  app.post('/admin/saveCustomer', {
    ...write,
    schema: { tags, body: ZCustomerSave, response: { 200: ZSaveReply } },
    handler: (req) => customers.save(req.claims!, req.body),
  });
  app.post('/admin/sendCustomerReset', {
    ...write,
    schema: { tags, body: ZCustomerCode, response: { 200: ZSaveReply } },
    handler: (req) => customers.sendReset(req.claims!, req.body.customercode),
  });
  app.post('/admin/getEmployeeList', {
    preHandler: admin,
    schema: { tags, body: ZEmployeeListRequest, response: { 200: ZEmployeeListReply } },
    handler: (req) => employees.list(req.body),
  });
  app.post('/admin/saveEmployee', {
    ...write,
    schema: { tags, body: ZEmployeeSave, response: { 200: ZSaveReply } },
    handler: (req) => employees.save(req.claims!, req.body),
  });
};
