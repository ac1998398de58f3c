import { Alert, Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatRupees, type TBooking } from '@svc/contract';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openConfirm } from '../../components/confirm';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { t } from '../../i18n';
import { cancelPickup, retryPickup } from './api';
import { fieldsGrid } from './fields-grid';
import { errorText, pickupText } from './pickup-text';

const STATE_COLOR: Record<TBooking['state'], string> = {
  pending: 'yellow.5',
  booked: 'teal.9',
  failed: 'red.9',
  cancelled: 'gray.7',
};

/**
 * The parcel's pickup on the request (issue 43): where the booking stands, the courier, the AWB, the day,
 * the label to print, where the box is and what went wrong in plain words; cancelled until picked up, a
 * pending one asked again, a refused one booked afresh.
 */
export function PickupStatus({
  reqCode,
  booking,
  onBookAgain,
}: {
  reqCode: string;
  booking: TBooking;
  onBookAgain: () => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['requests'] });
  const cancel = useMutation({
    mutationFn: () => cancelPickup(reqCode),
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t('cancelled'), autoClose: 6000 });
    },
  });
  // A pending booking asked again is the same booking tried again (never a second one).
  const retry = useMutation({ mutationFn: () => retryPickup(reqCode), onSettled: refresh });
  const error = cancel.error ?? retry.error;
  return (
    <Card withBorder radius="md" p="md" data-testid="pickup-status">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Badge
            color={STATE_COLOR[booking.state]}
            variant="filled"
            autoContrast
            size="lg"
            styles={WRAPPING_BADGE}
            style={{ textTransform: 'none' }}
          >
            {t(`pickupState_${booking.state}`)}
          </Badge>
          {booking.stage && booking.state !== 'cancelled' && (
            <Text size="sm" fw={600}>
              {t(`stage_${booking.stage}`)}
            </Text>
          )}
        </Group>
        {booking.exception && <Alert color="orange" role="status" title={t(`exception_${booking.exception}`)} />}
        {booking.state === 'pending' && <Text size="sm">{t('pending')}</Text>}
        {booking.error && booking.state !== 'cancelled' && (
          <Text size="sm" c={booking.state === 'failed' ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {pickupText(booking.error)}
          </Text>
        )}
        <Box component="dl" m={0} style={fieldsGrid('9rem')}>
          <Fact label={t('pickupCourier')} value={booking.courier} />
          {booking.awb && <Fact label={t('pickupAwb')} value={booking.awb} />}
          {booking.pickup_on && <Fact label={t('pickupOn')} value={formatDate(booking.pickup_on)} />}
          <Fact label={t('pickupRate')} value={formatRupees(booking.rate)} />
        </Box>
        {booking.state === 'booked' &&
          (booking.label_url ? (
            <Anchor href={booking.label_url} target="_blank" rel="noopener noreferrer">
              <Group gap={6} wrap="nowrap">
                <IconPrinter size={18} aria-hidden />
                {t('printLabel')}
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('labelComing')}
            </Text>
          ))}
        {error && <Alert color="red" role="alert" title={errorText(error)} />}
        <Group justify="flex-end" gap="xs">
          {booking.state === 'pending' && (
            <Button variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
              {t('tryAgain')}
            </Button>
          )}
          {(booking.state === 'failed' || booking.state === 'cancelled') && (
            <Button variant="light" onClick={onBookAgain}>
              {t('bookAgain')}
            </Button>
          )}
          {booking.cancellable && (
            <Button
              variant="default"
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                openConfirm({
                  title: t('cancelPickupTitle'),
                  children: <Text size="sm">{t('cancelPickupQuestion')}</Text>,
                  labels: { confirm: t('cancelPickup'), cancel: t('keepPickup') },
                  confirmProps: { color: 'red.9' },
                  onConfirm: () => cancel.mutate(),
                })
              }
            >
              {t('cancelPickup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
