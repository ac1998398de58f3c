import { Text } from '@mantine/core';
import { openConfirm } from '../../components/confirm';
import { t } from '../../i18n';

/** A test id on a button the modal renders (Mantine's button props do not list data attributes). */
const testId = (id: string): Record<string, string> => ({ 'data-testid': id });

/** The specification's confirmation: "Are you sure you want to logout?" with Yes and No. */
export function confirmLogout(onYes: () => void) {
  openConfirm({
    title: t('confirmLogoutTitle'),
    children: <Text>{t('logoutConfirm')}</Text>,
    labels: { confirm: t('yes'), cancel: t('no') },
    confirmProps: { color: 'red', ...testId('logout-yes') },
    cancelProps: testId('logout-no'),
    closeButtonProps: { 'aria-label': t('close') },
    onConfirm: onYes,
  });
}
