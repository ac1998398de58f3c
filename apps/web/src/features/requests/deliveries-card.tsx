import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatMobile, type TDeliveryState } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { messageLabel, t } from '../../i18n';
import { deliveriesQuery } from './api';

const STATE_COLOR: Record<TDeliveryState, string> = {
  queued: 'gray.7',
  sent: 'blue.8',
  delivered: 'teal.9',
  read: 'green.9',
  failed: 'red.9',
};

/** Each WhatsApp and SMS message of the request with where it stands, for staff (the server refuses customers). */
export function DeliveriesCard({ reqCode }: { reqCode: string }) {
  const query = useQuery(deliveriesQuery(reqCode));
  const rows = query.data?.deliveries ?? [];
  return (
    <Card withBorder radius="lg" p="lg" data-testid="deliveries-card">
      <Title order={2} fz="h4" mb="sm">
        {t('phoneDeliveries')}
      </Title>
      {query.isPending && <Skeleton h={60} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && rows.length === 0 && <Text c="dimmed">{t('phoneDeliveriesEmpty')}</Text>}
      <Stack gap="sm">
        {rows.map((d) => (
          <Stack key={d.id} gap={2} data-testid="delivery">
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {t(`channel_${d.channel}`)}
              </Text>
              <Text size="sm">{messageLabel(d.kind)}</Text>
              <Badge color={STATE_COLOR[d.state]} variant="filled" autoContrast>
                {t(`delivery_${d.state}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('deliveryTo', { to: formatMobile(d.to) })} · {formatDateTime(d.updated_at)}
              {d.attempts > 1 ? ` · ${t('deliveryAttempts', { n: d.attempts })}` : ''}
            </Text>
            {d.reason && (
              <Text size="xs" c={d.state === 'failed' ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {d.reason}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
