import { Text } from '@mantine/core';
import { openConfirm } from '../../components/confirm';
import { t } from '../../i18n';

/**
 * Switching a signed-in account off is felt at once by someone else (they are signed out, their links stop
 * answering), so a save that does it asks first; any other save goes straight on.
 */
export function saveOrConfirmDeactivate(
  change: { wasActive: boolean; active: boolean; name: string; kind: 'customer' | 'employee' },
  save: () => void,
) {
  if (!change.wasActive || change.active) {
    save();
    return;
  }
  openConfirm({
    title: t('deactivateTitle', { name: change.name }),
    children: (
      <Text size="sm">{t(change.kind === 'customer' ? 'deactivateCustomerText' : 'deactivateEmployeeText')}</Text>
    ),
    labels: { confirm: t('deactivate'), cancel: t('cancel') },
    confirmProps: { color: 'red' },
    closeButtonProps: { 'aria-label': t('close') },
    onConfirm: save,
  });
}
