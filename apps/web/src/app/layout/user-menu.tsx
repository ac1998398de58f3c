import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TUserDetails } from '@svc/contract';
import { formatDateTime } from '@svc/contract';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { t } from '../../i18n';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Customer name and last login time, with Profile, Change Password and Logout (specification section 2). */
export function UserMenu(props: {
  session: TUserDetails;
  onProfile: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  const { session } = props;
  const last = session.lastLogin ? t('lastLogin', { time: formatDateTime(session.lastLogin) }) : t('firstLogin');
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="sm">
              <Text size="sm" fw={600} lineClamp={1} maw={220} data-testid="customer-name">
                {session.customername}
              </Text>
              <Text size="xs" c="dimmed" data-testid="last-login">
                {last}
              </Text>
            </Stack>
            <Avatar color="brand" radius="xl">
              {initials(session.customername)}
            </Avatar>
            <VisuallyHidden>{t('accountMenu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">
          {session.customername}
          <br />
          {last}
        </Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={props.onProfile}>
          {t('profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={props.onChangePassword}>
          {t('changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={props.onLogout}>
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
