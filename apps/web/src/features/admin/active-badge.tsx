import { Badge } from '@mantine/core';
import { t } from '../../i18n';

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="filled" color={active ? 'teal.9' : 'gray.7'} autoContrast>
      {active ? t('statusActive') : t('statusInactive')}
    </Badge>
  );
}
