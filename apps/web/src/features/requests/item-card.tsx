import { Button, Card, Collapse, Group, Image, Stack, Table, Text } from '@mantine/core';
import type { TRequestItem } from '@svc/contract';
import { customerMay, formatAmount, formatDateTime } from '@svc/contract';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { PromiseLine } from '../../components/promise-line';
import { explainStatus, StatusBadge } from '../../components/status-badges';
import { TimeLeft } from '../../components/time-left';
import { localize, t } from '../../i18n';
import { useSession } from '../../lib/session-store';
import { useMayApprove } from '../invoices';
import { WarrantyLine } from '../warranty';
import { cancelItem } from './api';
import { ChargeAnswer } from './charge-answer';
import { costNote } from './cost-note';
import { StaffActions } from './staff-actions';

/** Loaded when first opened (decision 075). */
const CancelDialog = lazyPart(() => import('./cancel-dialog').then((m) => m.CancelDialog));
const ItemDetails = lazyPart(() => import('./item-details').then((m) => m.ItemDetails));

export function ItemCard({
  item,
  docket,
  reqCode,
  intraState,
  dayMinutes,
  promiseAbove = false,
}: {
  item: TRequestItem;
  docket: string;
  reqCode: string;
  /** The request's `intra_state`, for the staff's quote preview. */
  intraState: boolean;
  /** The company's working day in minutes: staff read the item's time left in days and hours. */
  dayMinutes: number;
  /** Every item reads the same promise: the request says it once above the items (`sharedPromise`). */
  promiseAbove?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const customer = useSession()?.role === 'customer';
  const mayApprove = useMayApprove();
  const answered = item.charges_answer;
  const label = `${item.item_name} · ${item.brand_name} ${item.model_number}`;
  const note = costNote(item);
  return (
    <Card withBorder radius="lg" p="lg" data-testid={`item-card-${item.line_no}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          {item.thumbnail_url && (
            <Image src={item.thumbnail_url} alt="" w={64} h={64} radius="sm" fit="cover" visibleFrom="xs" />
          )}
          <Stack gap={2}>
            <Text fw={600}>
              {item.line_no}. {label}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('serialNumber')}: {item.serial_number}
            </Text>
            {item.problem && <Text size="sm">{item.problem}</Text>}
            {item.parts_expected_on && (
              <Text size="sm" data-testid="parts-expected">
                {explainStatus(item.status, item.parts_expected_on)}
              </Text>
            )}
            <WarrantyLine warranty={item.warranty} />
            {!promiseAbove && <PromiseLine item={item} />}
            {!customer && <TimeLeft promise={item} dayMinutes={dayMinutes} />}
          </Stack>
        </Group>
        <StatusBadge status={item.status} keepWhole />
      </Group>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={500}>
          {t('charges')}
        </Text>
        {item.charges ? (
          <>
            <Table withRowBorders={false} verticalSpacing={2} maw={360} fz="sm">
              <Table.Tbody>
                <Row label={t('serviceCharge')} value={item.charges.service_charge} />
                <Row label={t('partsCharge')} value={item.charges.parts_charge} />
                <Row label={t('gst', { percent: item.charges.gst_percent })} value={item.charges.gst_amount} />
                <Row label={t(note ? 'quotedTotal' : 'total')} value={item.charges.total} strong={!note} />
              </Table.Tbody>
            </Table>
            {note && (
              <Text size="sm" c="dimmed" data-testid="cost-note">
                {t(note)}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('notQuotedYet')}
          </Text>
        )}
      </Stack>
      {answered && (
        <Text size="sm" mt="xs" data-testid="charges-answered-by">
          {t(answered.status === 'approved' ? 'chargesApprovedBy' : 'chargesDeclinedBy', {
            who: localize(answered.by),
            at: formatDateTime(answered.at),
          })}
        </Text>
      )}
      {customer &&
        customerMay(item.status, 'approved') &&
        item.charges &&
        (mayApprove ? (
          <ChargeAnswer item={item} label={label} />
        ) : (
          <Text size="sm" c="dimmed" mt="sm" data-testid="approve-needs-role">
            {t('approveNeedsRole')}
          </Text>
        ))}
      {customer && customerMay(item.status, 'cancelled') && (
        <Button variant="outline" color="red.9" size="xs" mt="sm" w="fit-content" onClick={() => setCancelling(true)}>
          {t('cancelThisItem')}
        </Button>
      )}
      {cancelling && (
        <CancelDialog
          title={t('cancelItemTitle')}
          question={t('cancelItemQuestion', { item: label })}
          confirmLabel={t('cancelThisItem')}
          cancel={(reason) => cancelItem(item, reason)}
          onClose={() => setCancelling(false)}
        />
      )}
      {!customer && (
        <StaffActions item={item} docket={docket} label={label} reqCode={reqCode} intraState={intraState} />
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        w="fit-content"
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? t('hideDetails') : t('showDetails')}
      </Button>
      <Collapse expanded={open}>{open && <ItemDetails itemId={item.item_id} itemLabel={label} />}</Collapse>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : undefined}>
        ₹{formatAmount(value)}
      </Table.Td>
    </Table.Tr>
  );
}
