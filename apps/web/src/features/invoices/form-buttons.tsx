import { Button, Group } from '@mantine/core';
import { t } from '../../i18n';

export function FormButtons(p: { onCancel: () => void; saving: boolean; label: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={p.onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={p.saving}>
        {p.label}
      </Button>
    </Group>
  );
}
