import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '../../i18n';

/** The specification's confirmation: "Are you sure you want to logout?" with Yes and No. */
export function confirmLogout(onYes: () => void) {
  modals.openConfirmModal({
    title: t('confirmLogoutTitle'),
    children: <Text>{t('logoutConfirm')}</Text>,
    labels: { confirm: t('yes'), cancel: t('no') },
    confirmProps: { color: 'red', 'data-testid': 'logout-yes' } as never,
    cancelProps: { 'data-testid': 'logout-no' } as never,
    closeButtonProps: { 'aria-label': t('close') },
    onConfirm: onYes,
  });
}
