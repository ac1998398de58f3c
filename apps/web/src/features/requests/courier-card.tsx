import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TRequestDetails, TShipment } from '@svc/contract';
import { IconPencil, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourierValues } from '../../components/courier-form';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';
import { PickupDialog, PickupStatus } from '../pickups';
import { requestKeys, updateCourier } from './api';
import { ShipmentBadge } from './shipments-card';

/** Loaded when first opened (decision 075). */
const CourierForm = lazyPart(() => import('../../components/courier-form').then((m) => m.CourierForm));

/**
 * Courier details, editable while the server allows it (customers: until an item is received); a request
 * whose every item was withdrawn says so instead.
 */
export function CourierCard({
  details,
  withdrawn,
  parcel,
  pickupOffered = false,
}: {
  details: TRequestDetails;
  withdrawn: boolean;
  /** The parcel's box (decision 106): where it is shows beside the title; its pickup, if booked. */
  parcel?: Pick<TShipment, 'direction' | 'status' | 'booking'>;
  /** A courier pickup may be booked now (issue 43). */
  pickupOffered?: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [booking, setBooking] = useState(false);
  const pickup = parcel?.booking;
  const save = useMutation({
    mutationFn: (v: CourierValues) => updateCourier({ req_code: details.req_code, ...v }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      notifications.show({ color: 'green', message: t('courierUpdated'), autoClose: 4000 });
      setEditing(false);
    },
  });
  const current = {
    courier_name: details.courier_name,
    docket_number: details.docket_number,
    narration: details.narration,
  };

  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {t('courierSection')}
          </Title>
          {parcel && <ShipmentBadge box={parcel} />}
        </Group>
        {details.courier_editable && !editing && !(pickup && ['pending', 'booked'].includes(pickup.state)) && (
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
      </Group>
      {editing ? (
        <CourierForm
          initial={current}
          onSave={(v) => save.mutateAsync(v)}
          saving={save.isPending}
          error={save.error}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0} data-testid="courier-details">
          <Detail label={t('courierName')} value={details.courier_name} />
          <Detail label={t('docketNumber')} value={details.docket_number} />
          <Detail label={t('narration')} value={details.narration} />
        </SimpleGrid>
      )}
      {pickup && pickup.state !== 'cancelled' && (
        <Box mt="md">
          <PickupStatus reqCode={details.req_code} booking={pickup} onBookAgain={() => setBooking(true)} />
        </Box>
      )}
      {pickupOffered && !editing && (
        <Button
          mt="md"
          variant="light"
          leftSection={<IconTruckDelivery size={18} />}
          onClick={() => setBooking(true)}
          fullWidth
        >
          {t('pickupBook')}
        </Button>
      )}
      {booking && <PickupDialog reqCode={details.req_code} onClose={() => setBooking(false)} />}
      {/* A finished request needs no reason why its courier cannot change; a withdrawn one says it was. */}
      {!details.courier_editable && (withdrawn || details.group !== 'completed') && (
        <Text size="xs" c="dimmed" mt="sm">
          {t(withdrawn ? 'courierWithdrawn' : 'courierLocked')}
        </Text>
      )}
    </Card>
  );
}

export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}
