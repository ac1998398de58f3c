import type { TRole } from '@svc/contract';
import { IconFileAnalytics, IconTool } from '@tabler/icons-react';
import type { MessageKey } from '../../i18n';

export interface MenuItem {
  to: string;
  label: MessageKey;
  icon: typeof IconTool;
  roles: readonly TRole[];
}

const ALL: readonly TRole[] = ['customer', 'staff', 'admin'];

/** The specification's side menu: exactly Request Repair and Report; staff and admin entries follow later. */
export const MENU: MenuItem[] = [
  { to: '/requestrepair', label: 'menuRequestRepair', icon: IconTool, roles: ALL },
  { to: '/reports', label: 'menuReport', icon: IconFileAnalytics, roles: ALL },
];

export const menuFor = (role: TRole) => MENU.filter((m) => m.roles.includes(role));
