import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, lineRanges, type TShipment, type TShipmentStatus } from '@svc/contract';
import { IconTruckDelivery } from '@tabler/icons-react';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { t } from '../../i18n';

/** The words start a line here (English writes them lower case mid-sentence). */
const sentenceStart = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const COLOR: Record<TShipmentStatus, string> = { in_transit: 'blue.8', delivered: 'teal.9', cancelled: 'gray.7' };

/** A box's status as a badge: the parcel at the centre has arrived, a box back is delivered. */
export function ShipmentBadge({ box }: { box: Pick<TShipment, 'direction' | 'status'> }) {
  return (
    <Badge
      color={COLOR[box.status]}
      variant="filled"
      autoContrast
      styles={WRAPPING_BADGE}
      data-testid="shipment-status"
    >
      {t(box.direction === 'in' && box.status === 'delivered' ? 'parcel_delivered' : `shipment_${box.status}`)}
    </Badge>
  );
}

/**
 * The boxes sent back (decision 106): each one's courier and docket, the items in it and where it is; a
 * dispatch of many items in one box shows as one box. Nothing is shown before the first one goes.
 */
export function ShipmentsCard({ shipments }: { shipments: TShipment[] }) {
  const back = shipments.filter((s) => s.direction === 'out');
  if (!back.length) return null;
  return (
    <Card withBorder radius="lg" p="lg" data-testid="shipments-card">
      <Title order={2} fz="h4" mb="sm">
        {t('shipmentsSection')}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {back.map((box) => (
          <Group key={`${box.docket}|${box.created_at}`} component="li" justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconTruckDelivery size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('shipmentBy', { courier: box.carrier, docket: box.docket })}
                </Text>
                <Text size="sm" c="dimmed">
                  {sentenceStart(t('itemLines', { lines: lineRanges(box.line_nos) }))} ·{' '}
                  {formatDateTime(box.created_at)}
                </Text>
              </Stack>
            </Group>
            <ShipmentBadge box={box} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
