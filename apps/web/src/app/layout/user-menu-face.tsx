import { Avatar, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TUserDetails } from '@svc/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { lastLoginText } from '../../components/last-login';
import { t } from '../../i18n';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

export interface UserMenuProps {
  session: TUserDetails;
  onProfile: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The name, last login and avatar that open the menu (the same button before and after its code). */
export function UserMenuFace({ session }: { session: TUserDetails }) {
  const last = lastLoginText(session.lastLogin);
  return (
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
  );
}
