import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { RecoveryService } from '../auth';
import type { ImagesService } from '../images';
import { adminRoutes } from './admin.routes';
import { createCompanyService } from './company.service';
import { createCustomersService } from './customers.service';
import { createEmployeesService } from './employees.service';
import { createListsService } from './lists.service';

/** The company's lists, settings, customers and employees (admin; staff read the customer list). */
export function adminFeature(
  deps: Pick<Deps, 'db' | 'cache' | 'settings' | 'sessions' | 'log'>,
  needs: { images: ImagesService; recovery: RecoveryService },
) {
  const services = {
    lists: createListsService(deps),
    company: createCompanyService(deps, needs.images),
    customers: createCustomersService(deps, needs.recovery),
    employees: createEmployeesService(deps),
  };
  return { register: (api: FastifyInstance) => api.register(adminRoutes, { services }) };
}
