import { Menu, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { lastLoginText } from '../../components/last-login';
import { t } from '../../i18n';
import { UserMenuFace, type UserMenuProps } from './user-menu-face';

/** The account menu itself (loaded by `UserMenu` when first pressed, and then open). */
export default function UserMenuDropdown(props: UserMenuProps) {
  const { session } = props;
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <UserMenuFace session={session} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">
          {session.customername}
          <br />
          {lastLoginText(session.lastLogin)}
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
