import { endpoints as e } from '@svc/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { CompanyService } from './company.service';
import type { CustomersService } from './customers.service';
import type { EmployeesService } from './employees.service';
import type { ListsService } from './lists.service';

type AdminServices = {
  lists: ListsService;
  company: CompanyService;
  customers: CustomersService;
  employees: EmployeesService;
};

/**
 * The company's lists, customers, employees and settings. Admin only, except the customer list, which
 * staff read for their customer filter. For anyone else these calls do not exist (404).
 */
export const adminRoutes: FastifyPluginAsync<{ services: AdminServices }> = async (app, { services }) => {
  const { lists, company, customers, employees } = services;
  app.endpoint(e.adminMasterList, ({ body }) => lists.masters(body.kind));
  app.endpoint(e.saveMaster, ({ caller, body }) => lists.saveMaster(caller, body));
  app.endpoint(e.branchList, () => lists.branches());
  app.endpoint(e.saveBranch, ({ caller, body }) => lists.saveBranch(caller, body));
  app.endpoint(e.companySettings, () => company.get());
  app.endpoint(e.saveCompanySettings, ({ caller, body }) => company.save(caller, body));
  app.endpoint(e.setupChecklist, () => company.checklist());
  app.endpoint(e.customerList, ({ body }) => customers.list(body));
  app.endpoint(e.saveCustomer, ({ caller, body }) => customers.save(caller, body));
  app.endpoint(e.sendCustomerReset, ({ caller, body }) => customers.sendReset(caller, body.customercode));
  app.endpoint(e.employeeList, ({ body }) => employees.list(body));
  app.endpoint(e.saveEmployee, ({ caller, body }) => employees.save(caller, body));
};
