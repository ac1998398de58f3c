import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { TRequestRow } from '@svc/contract';
import { formatAmount, formatDate, formatDateTime, formatDay, requestLink, type TItemPromise } from '@svc/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t, tCount } from '../i18n';
import { promiseText } from './promise-line';
import { GroupBadge } from './status-badges';
import { TimeLeft } from './time-left';

/** "1 item", "3 items". */
const itemsText = (n: number) => tCount('itemsCount', n);

/** The request's messages its reader has not read (issue 30): a mark beside its code, none when all are read. */
function UnreadMark({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge color="blue.9" size="sm" ml={6} data-testid="unread-messages" style={{ textTransform: 'none' }}>
      {t('unreadMessages', { count })}
    </Badge>
  );
}

/** A colleague's request on a company account (decision 067): whose it is, under its code. */
function RaisedBy({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="raised-by-colleague">
      {t('raisedBy')}: {name}
    </Text>
  );
}

/** The promised date of the request's most urgent open item, while its clock runs; '' when it has none. */
const promisedOf = (p: TItemPromise | null) =>
  p?.due_at && p.clock_state ? formatDateTime(p.if_parts_arrive?.due_at ?? p.due_at) : '';

/** The "Promised by" column's cell: the date, and while the item waits for parts, on what (decision 053). */
function PromisedCell({ promise }: { promise: TItemPromise | null }) {
  const date = promisedOf(promise);
  if (!date || !promise?.if_parts_arrive) return date;
  return (
    <>
      {date}
      <Text size="xs" c="dimmed">
        {t('ifPartsArriveBy', { expected: formatDay(promise.if_parts_arrive.expected_on) })}
      </Text>
    </>
  );
}

/** A list's rows; with `dayMinutes` (the working day, to read minutes as days), each row's time left. */
type ListProps = { rows: TRequestRow[]; showCustomer: boolean; dayMinutes?: number };

/** The list as a table on wide screens; each row opens its request. With `dayMinutes`, each row's time left. */
export function RequestTable({ rows, showCustomer, dayMinutes }: ListProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="request-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colRequest')}</Table.Th>
            <Table.Th>{t('colDate')}</Table.Th>
            {showCustomer && <Table.Th>{t('colCustomer')}</Table.Th>}
            <Table.Th>{t('colItems')}</Table.Th>
            <Table.Th>{t('colStatus')}</Table.Th>
            <Table.Th>{dayMinutes !== undefined ? t('colTimeLeft') : t('colPromised')}</Table.Th>
            <Table.Th>{t('colCourier')}</Table.Th>
            <Table.Th>{t('colDocket')}</Table.Th>
            <Table.Th ta="right">{t('colTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.req_code} style={{ cursor: 'pointer' }} onClick={() => navigate(requestLink(r.req_code))}>
              <Table.Td>
                <Anchor component={Link} to={requestLink(r.req_code)} fw={600} onClick={(e) => e.stopPropagation()}>
                  {r.req_code}
                </Anchor>
                <UnreadMark count={r.unread_messages} />
                <RaisedBy name={r.raised_by_colleague} />
              </Table.Td>
              <Table.Td>{formatDate(r.created_at)}</Table.Td>
              {showCustomer && <Table.Td>{r.customer_name}</Table.Td>}
              <Table.Td>{r.item_count}</Table.Td>
              <Table.Td>
                <GroupBadge group={r.group} />
              </Table.Td>
              <Table.Td data-testid="row-promise">
                {dayMinutes !== undefined ? (
                  <TimeLeft promise={r.promise} dayMinutes={dayMinutes} />
                ) : (
                  <PromisedCell promise={r.promise} />
                )}
              </Table.Td>
              <Table.Td>{r.courier_name}</Table.Td>
              <Table.Td>{r.docket_number}</Table.Td>
              <Table.Td ta="right">{formatAmount(r.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One request as a card on a phone: its code (a link), group, date, items and customer, then `children`. */
export function RequestCard(props: {
  row: Pick<TRequestRow, 'req_code' | 'group' | 'created_at' | 'item_count' | 'customer_name'> &
    Partial<Pick<TRequestRow, 'unread_messages' | 'raised_by_colleague'>>;
  showCustomer: boolean;
  children?: ReactNode;
}) {
  const r = props.row;
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb={4} gap="xs">
        <Group gap={0}>
          <Anchor component={Link} to={requestLink(r.req_code)} fw={700}>
            {r.req_code}
          </Anchor>
          <UnreadMark count={r.unread_messages} />
        </Group>
        <GroupBadge group={r.group} />
      </Group>
      <Text size="sm" c="dimmed">
        {formatDate(r.created_at)} · {itemsText(r.item_count)}
      </Text>
      {props.showCustomer && <Text size="sm">{r.customer_name}</Text>}
      <RaisedBy name={r.raised_by_colleague} />
      {props.children}
    </Card>
  );
}

/** The list as cards on a phone (with `dayMinutes`, each request's time left first). */
export function RequestCards({ rows, showCustomer, dayMinutes }: ListProps) {
  return (
    <Stack gap="sm" data-testid="request-cards">
      {rows.map((r) => (
        <RequestCard key={r.req_code} row={r} showCustomer={showCustomer}>
          {dayMinutes !== undefined && <TimeLeft promise={r.promise} dayMinutes={dayMinutes} />}
          {dayMinutes === undefined && r.promise && promisedOf(r.promise) && (
            <Text size="sm" fw={500} data-testid="row-promise">
              {promiseText(r.promise)}
            </Text>
          )}
          <Text size="sm">
            {r.courier_name} · {r.docket_number}
          </Text>
          {r.total > 0 && (
            <Text size="sm">
              {t('requestTotal')}: ₹{formatAmount(r.total)}
            </Text>
          )}
        </RequestCard>
      ))}
    </Stack>
  );
}
