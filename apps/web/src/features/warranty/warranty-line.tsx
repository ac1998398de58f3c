import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDay, isSerialNumber, MAX_ITEMS_PER_REQUEST, type TWarranty } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { warrantiesQuery } from './api';

/** What the company's sales records say of an item's warranty; nothing when they do not know it. */
export function WarrantyLine({ warranty }: { warranty: TWarranty | undefined }) {
  if (!warranty) return null;
  const date = formatDay(warranty.until);
  return (
    <Text
      size="sm"
      c={warranty.in_warranty ? 'teal.9' : undefined}
      fw={warranty.in_warranty ? 600 : undefined}
      data-testid="warranty"
    >
      {warranty.in_warranty ? t('inWarrantyUntil', { date }) : t('warrantyEndedOn', { date })}
    </Text>
  );
}

/**
 * The warranty of each serial number typed on the add screen, looked up together once typing pauses: a map
 * from the serial number as typed (trimmed) to its warranty; serial numbers not valid yet are not asked for.
 */
export function useSerialWarranties(serials: string[]): Map<string, TWarranty> {
  const [settled] = useDebouncedValue(serials.map((s) => s.trim()).join('\n'), 400);
  const asked = [...new Set(settled.split('\n').filter((s) => isSerialNumber(s)))].slice(0, MAX_ITEMS_PER_REQUEST);
  const query = useQuery({ ...warrantiesQuery(asked), enabled: asked.length > 0 });
  return new Map((query.data?.warranties ?? []).map((w) => [w.serial_number, w.warranty]));
}
