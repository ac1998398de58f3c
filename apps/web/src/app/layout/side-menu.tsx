import { NavLink, Stack } from '@mantine/core';
import type { TRole } from '@svc/contract';
import { Link, useLocation } from 'react-router';
import { menuFor } from '../../app/layout/menu-items';
import { t } from '../../i18n';

/** The menu entries of the role, stacked in the side menu or in a row for the horizontal layout. */
function MenuLinks({ role, row, onNavigate }: { role: TRole; row?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack
      component="ul"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: 'none', ...(row ? { display: 'flex', flexDirection: 'row', flexWrap: 'wrap' } : {}) }}
    >
      {menuFor(role).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={row ? 18 : 20} aria-hidden />}
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

export const SideMenu = (props: { role: TRole; onNavigate: () => void }) => <MenuLinks {...props} />;

export const HorizontalMenu = ({ role }: { role: TRole }) => <MenuLinks role={role} row />;
