import { NavLink, Stack } from '@mantine/core';
import type { TRole } from '@svc/contract';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n';
import { menuFor } from './menu-items';

export function SideMenu({ role, onNavigate }: { role: TRole; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {menuFor(role).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={20} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}

/** The same entries in a row, for the horizontal layout. */
export function HorizontalMenu({ role }: { role: TRole }) {
  const { pathname } = useLocation();
  return (
    <Stack component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'flex', flexDirection: 'row', gap: 4 }}>
      {menuFor(role).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={18} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
