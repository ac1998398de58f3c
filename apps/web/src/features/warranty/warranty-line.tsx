import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDay, isSerialNumber, MAX_ITEMS_PER_REQUEST, type TWarranty } from '@svc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useSession } from '../../lib/session-store';
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
 * The rows of a customer's add screen whose warranty is looked up: a customer asks one serial number a call,
 * within the account's look-ups of the hour (decision 088), so a spreadsheet's 500 rows do not spend them; the
 * item shows its warranty on the request once raised.
 */
const CUSTOMER_ROWS_LOOKED_UP = 20;

/**
 * The warranty of each serial number typed on the add screen, looked up once typing pauses: a map from the
 * serial number as typed (trimmed) to its warranty; serial numbers not valid yet are not asked for. Staff ask
 * for every row in one call; a customer one serial number a call (each kept a while), and a refused look-up
 * is not tried again.
 */
export function useSerialWarranties(serials: string[]): Map<string, TWarranty> {
  const customer = useSession()?.role === 'customer';
  const queryClient = useQueryClient();
  const [settled] = useDebouncedValue(serials.map((s) => s.trim()).join('\n'), 400);
  const asked = [...new Set(settled.split('\n').filter((s) => isSerialNumber(s)))].slice(
    0,
    customer ? CUSTOMER_ROWS_LOOKED_UP : MAX_ITEMS_PER_REQUEST,
  );
  const query = useQuery({
    queryKey: ['warranty-rows', customer, ...asked.map((s) => s.toLowerCase())],
    enabled: asked.length > 0,
    queryFn: async () => {
      if (!customer) return (await queryClient.fetchQuery(warrantiesQuery(asked))).warranties;
      // Each serial number's own look-up, answered from the cache when it was asked a while ago.
      const each = await Promise.allSettled(
        asked.map((serial) => queryClient.fetchQuery({ ...warrantiesQuery([serial]), retry: false })),
      );
      return each.flatMap((r) => (r.status === 'fulfilled' ? r.value.warranties : []));
    },
  });
  return new Map((query.data ?? []).map((w) => [w.serial_number, w.warranty]));
}
