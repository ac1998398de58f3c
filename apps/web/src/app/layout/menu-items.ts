import type { TRole } from '@svc/contract';
import { pages } from '@svc/contract';
import {
  IconBuildingStore,
  IconClockHour4,
  IconFileAnalytics,
  IconHeadset,
  IconList,
  IconMessages,
  IconSettings,
  IconShieldCheck,
  IconTool,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { MessageKey } from '../../i18n';

interface MenuItem {
  to: string;
  label: MessageKey;
  icon: typeof IconTool;
  roles: readonly TRole[];
}

const ALL: readonly TRole[] = ['customer', 'staff', 'admin'];
const STAFF: readonly TRole[] = ['staff', 'admin'];
const ADMIN: readonly TRole[] = ['admin'];

/** The specification's side menu: exactly Request Repair and Report; staff and admin entries below them. */
const MENU: MenuItem[] = [
  { to: pages.requests, label: 'menuRequestRepair', icon: IconTool, roles: ALL },
  { to: pages.reports, label: 'menuReport', icon: IconFileAnalytics, roles: ALL },
  { to: pages.serviceDesk, label: 'menuServiceDesk', icon: IconHeadset, roles: STAFF },
  { to: pages.adminLists, label: 'menuMasters', icon: IconList, roles: ADMIN },
  { to: pages.adminCustomers, label: 'menuCustomers', icon: IconUsers, roles: ADMIN },
  { to: pages.adminEmployees, label: 'menuEmployees', icon: IconUserShield, roles: ADMIN },
  { to: pages.adminBranches, label: 'menuBranches', icon: IconBuildingStore, roles: ADMIN },
  { to: pages.adminCompany, label: 'menuCompany', icon: IconSettings, roles: ADMIN },
  { to: pages.adminTurnaround, label: 'menuTurnaround', icon: IconClockHour4, roles: ADMIN },
  { to: pages.adminSales, label: 'menuSales', icon: IconShieldCheck, roles: ADMIN },
  { to: pages.adminReplies, label: 'menuCannedReplies', icon: IconMessages, roles: ADMIN },
];

export const menuFor = (role: TRole) => MENU.filter((m) => m.roles.includes(role));
