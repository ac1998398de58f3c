import { type CallBody, routes, type TCursorListInput, type TMasterKind } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  masters: (kind: TMasterKind) => ['admin', 'masters', kind] as const,
  branches: ['admin', 'branches'] as const,
  company: ['admin', 'company'] as const,
  customers: ['admin', 'customers'] as const,
  employees: ['admin', 'employees'] as const,
  setup: ['admin', 'setup'] as const,
};

export const mastersQuery = (kind: TMasterKind) =>
  queryOptions({ queryKey: adminKeys.masters(kind), queryFn: () => api(routes.adminMasterList, { kind }) });

export const branchListQuery = queryOptions({
  queryKey: adminKeys.branches,
  queryFn: () => api(routes.branchList, {}),
});

export const companyQuery = queryOptions({
  queryKey: adminKeys.company,
  queryFn: () => api(routes.companySettings, {}),
});

export const customersPage = (body: TCursorListInput) => api(routes.customerList, body);
export const employeesPage = (body: TCursorListInput) => api(routes.employeeList, body);

/** What a new install still has to set up (the admin's checklist): read again each time it is shown. */
export const setupQuery = queryOptions({
  queryKey: adminKeys.setup,
  queryFn: () => api(routes.setupChecklist, {}),
  staleTime: 0,
});

// The admin's saves: each answers a message for the person (and the saved row's code).
export const saveMaster = (body: CallBody<'saveMaster'>) => api(routes.saveMaster, body);
export const saveBranch = (body: CallBody<'saveBranch'>) => api(routes.saveBranch, body);
export const saveCompanySettings = (body: CallBody<'saveCompanySettings'>) => api(routes.saveCompanySettings, body);
export const saveCustomer = (body: CallBody<'saveCustomer'>) => api(routes.saveCustomer, body);
export const saveEmployee = (body: CallBody<'saveEmployee'>) => api(routes.saveEmployee, body);

/** Mails the customer a password reset code. */
export const sendCustomerReset = (customercode: string) => api(routes.sendCustomerReset, { customercode });
