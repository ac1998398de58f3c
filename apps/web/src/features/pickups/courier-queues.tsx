import { Badge, Button, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COURIER_QUEUES, type TCourierQueue } from '@svc/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { RequestCards, RequestTable } from '../../components/request-table';
import { t } from '../../i18n';
import { requestListQuery } from '../requests';

/**
 * The desk's courier queues (issue 43): parcels the courier delivered at the centre, not yet received (on
 * top: they are at the door); boxes the courier reports a problem with; boxes that have told nothing for
 * hours although the courier was asked. Each a list of its requests, newest first.
 */
export function CourierQueues({ counts }: { counts?: Record<TCourierQueue, number> }) {
  return (
    <Stack gap="xl">
      {COURIER_QUEUES.map((q) => (
        <CourierQueue key={q} queue={q} count={counts?.[q]} />
      ))}
    </Stack>
  );
}

function CourierQueue({ queue, count }: { queue: TCourierQueue; count?: number }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useInfiniteQuery(requestListQuery({ limit: 20, courier: queue }));
  const rows = list.data?.pages.flatMap((p) => p.requestrepair_list) ?? [];
  const dayMinutes = list.data?.pages[0]?.working_day_minutes;
  return (
    <Stack gap="xs" data-testid={`courier-queue-${queue}`}>
      <Group gap="xs">
        <Title order={2} fz="h5">
          {t(`courierQueue_${queue}`)}
        </Title>
        <Badge variant="filled" color="gray.7" size="sm">
          {count ?? '…'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`courierQueueHint_${queue}`)}
      </Text>
      {list.isPending && <Skeleton h={80} role="status" aria-label={t('loading')} />}
      {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <Text size="sm" fs="italic">
          {t('courierQueueEmpty')}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? (
          <RequestCards rows={rows} showCustomer dayMinutes={dayMinutes} />
        ) : (
          <RequestTable rows={rows} showCustomer dayMinutes={dayMinutes} />
        ))}
      {list.hasNextPage && (
        <Center>
          <Button variant="light" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
