import { createCompanyService } from '../features/admin/company.service';
import { createCustomersService } from '../features/admin/customers.service';
import { createEmployeesService } from '../features/admin/employees.service';
import { createListsService } from '../features/admin/lists.service';
import { createLoginService } from '../features/auth/login.service';
import { createOtpService } from '../features/auth/otp.service';
import { createRecoveryService } from '../features/auth/recovery.service';
import { createSessionService } from '../features/auth/session.service';
import { createSignupService } from '../features/auth/signup.service';
import type { ImageStore } from '../features/images/image-store';
import { createImagesService } from '../features/images/images.service';
import { createAccountsService } from '../features/invoices/accounts.service';
import { createInvoicesService } from '../features/invoices/invoices.service';
import { createProfileService } from '../features/profile/profile.service';
import { createReportsService } from '../features/reports/reports.service';
import { createDeskService } from '../features/requests/desk.service';
import { createItemStatusService } from '../features/requests/item-status.service';
import { createPrintService } from '../features/requests/print.service';
import { createRequestsService } from '../features/requests/requests.service';
import { createTrackingService } from '../features/requests/tracking.service';
import { createTrackingActions } from '../features/requests/tracking-actions.service';
import type { Deps } from './deps';

/** Wires every service from its factory, once. */
export function createServices(deps: Deps, store: ImageStore) {
  const session = createSessionService(deps);
  const otp = createOtpService(deps);
  const images = createImagesService({ ...deps, store });
  const tracking = createTrackingService(deps);
  const requests = createRequestsService(deps, images, tracking);
  const itemStatus = createItemStatusService(deps, tracking);
  const recovery = createRecoveryService(deps, otp);
  return {
    session,
    images,
    requests,
    tracking,
    print: createPrintService(deps, requests, images, tracking),
    itemStatus,
    trackingActions: createTrackingActions(deps, tracking, otp, itemStatus, requests),
    desk: createDeskService(deps),
    reports: createReportsService(deps),
    invoices: createInvoicesService(deps, store),
    accounts: createAccountsService(deps),
    login: createLoginService(deps, session),
    signup: createSignupService(deps, otp),
    recovery,
    lists: createListsService(deps),
    company: createCompanyService(deps, images),
    customers: createCustomersService(deps, recovery),
    employees: createEmployeesService(deps),
    profile: createProfileService(deps),
  };
}
export type Services = ReturnType<typeof createServices>;
