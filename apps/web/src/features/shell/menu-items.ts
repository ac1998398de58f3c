import type { TRole } from '@svc/contract';
import {
  IconBuildingStore,
  IconFileAnalytics,
  IconHeadset,
  IconList,
  IconSettings,
  IconTool,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { MessageKey } from '../../i18n';

export interface MenuItem {
  to: string;
  label: MessageKey;
  icon: typeof IconTool;
  roles: readonly TRole[];
}

const ALL: readonly TRole[] = ['customer', 'staff', 'admin'];
const STAFF: readonly TRole[] = ['staff', 'admin'];
const ADMIN: readonly TRole[] = ['admin'];

/** The specification's side menu: exactly Request Repair and Report; staff and admin entries below them. */
export const MENU: MenuItem[] = [
  { to: '/requestrepair', label: 'menuRequestRepair', icon: IconTool, roles: ALL },
  { to: '/reports', label: 'menuReport', icon: IconFileAnalytics, roles: ALL },
  { to: '/service-desk', label: 'menuServiceDesk', icon: IconHeadset, roles: STAFF },
  { to: '/admin/lists', label: 'menuMasters', icon: IconList, roles: ADMIN },
  { to: '/admin/customers', label: 'menuCustomers', icon: IconUsers, roles: ADMIN },
  { to: '/admin/employees', label: 'menuEmployees', icon: IconUserShield, roles: ADMIN },
  { to: '/admin/branches', label: 'menuBranches', icon: IconBuildingStore, roles: ADMIN },
  { to: '/admin/company', label: 'menuCompany', icon: IconSettings, roles: ADMIN },
];

export const menuFor = (role: TRole) => MENU.filter((m) => m.roles.includes(role));
