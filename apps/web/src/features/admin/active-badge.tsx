import { Badge } from '@mantine/core';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { t } from '../../i18n';

/** Active or not, its whole word: in a narrow table column it wraps rather than being cut to "செய…". */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="filled" color={active ? 'teal.9' : 'gray.7'} autoContrast styles={WRAPPING_BADGE}>
      {active ? t('statusActive') : t('statusInactive')}
    </Badge>
  );
}
