import { routes, type TCursorListInput, type TMasterKind } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  masters: (kind: TMasterKind) => ['admin', 'masters', kind] as const,
  branches: ['admin', 'branches'] as const,
  company: ['admin', 'company'] as const,
  customers: ['admin', 'customers'] as const,
  employees: ['admin', 'employees'] as const,
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
