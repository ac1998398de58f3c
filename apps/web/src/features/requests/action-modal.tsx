import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  flowMove,
  GST_RATES,
  ItemStatusMsg,
  indiaToday,
  issuesInvoice,
  needsOf,
  PARTS_EXPECTED_MAX_DAYS,
  quotedCharges,
  roundPaise,
  type TItemStatus,
  type TRequestItem,
  ZAmount,
  ZStaffMoveForm,
} from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DateField } from '../../components/date-field';
import { localize, t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { issuesToErrors } from '../../lib/zod-form';
import { DispatchInvoiceNotice, invoiceKeys } from '../invoices';
import { moveItem, moveItems, quoteCharges, quoteItems, requestKeys } from './api';
import { QuoteFields } from './quote-fields';

/** The issues of the form's own fields (a move of several items also names items: `items.N`). */
const fieldIssues = (issues: { path: string; message: string }[]) => issues.filter((i) => !i.path.startsWith('items.'));

const amountOf = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** The dialog's rules: the contract's staff-move rule, and for a quote the contract's amounts. */
const ZActionForm = ZStaffMoveForm.and(
  z.object({ service_charge: z.union([z.number(), z.string()]), parts_charge: z.union([z.number(), z.string()]) }),
).superRefine((v, ctx) => {
  if (!needsOf(v.status).includes('charges')) return;
  for (const key of ['service_charge', 'parts_charge'] as const) {
    const parsed = ZAmount.safeParse(amountOf(v[key]));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ItemStatusMsg.enterAmount;
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  }
});

/** One staff move with what it needs: the parcel's docket, the charges, the return, the date parts are due, a remark. */
export function ActionModal(props: {
  item: TRequestItem;
  docket: string;
  label: string;
  reqCode: string;
  /** The request's `intra_state`: the preview taxes the quote as the server will store it. */
  intraState: boolean;
  status: TItemStatus;
  /** Several items of the request making this move together (decision 099): one call, all or none. */
  many?: TRequestItem[];
  onClose: () => void;
  /** After the move was made, or refused because the items changed: what the dialog was opened for is over. */
  onMoved?: () => void;
}) {
  const { item, status, onClose, many } = props;
  // What the move needs and sets off, as the flow table says.
  const move = flowMove(item.status, status);
  const needs = needsOf(status);
  const quoting = !!move?.quote;
  // A quote on an item in warranty says so (of several, the first such).
  const inWarranty = (many ?? [item]).find((i) => i.warranty?.in_warranty);
  const queryClient = useQueryClient();
  const form = useAppForm({
    initialValues: {
      status,
      parcel_docket: props.docket,
      docket_number: '',
      return_courier: '',
      return_docket: '',
      remark: '',
      expected_on: '',
      // In warranty: no service charge unless staff change it and say why (the server holds the rule).
      service_charge: (item.charges?.service_charge ?? (item.warranty?.in_warranty ? 0 : '')) as number | string,
      parts_charge: (item.charges?.parts_charge ?? 0) as number | string,
      gst_percent: String(item.charges?.gst_percent ?? 18),
    },
    validate: formResolver(ZActionForm),
  });
  const v = form.values;
  // Exactly what the quote will store: the contract's tax of these amounts by the customer's place of supply.
  const { total } = quotedCharges(
    {
      service: Number(v.service_charge || 0),
      parts: Number(v.parts_charge || 0),
      gstPercent: Number(v.gst_percent),
    },
    props.intraState,
  );

  const save = useMutation({
    mutationFn: (values: typeof form.values) => {
      const base = { item_id: item.item_id, version: item.version, remark: values.remark.trim() };
      if (quoting) {
        const charges = {
          service_charge: roundPaise(Number(values.service_charge)),
          parts_charge: roundPaise(Number(values.parts_charge)),
          gst_percent: GST_RATES.find((r) => String(r) === values.gst_percent) ?? 18,
        };
        if (many)
          return quoteItems({
            req_code: props.reqCode,
            items: many.map((i) => ({ item_id: i.item_id, version: i.version })),
            remark: base.remark,
            ...charges,
          });
        return quoteCharges({ ...base, ...charges });
      }
      const facts = {
        status,
        remark: base.remark,
        ...(needs.includes('docket') ? { docket_number: values.docket_number.trim() } : {}),
        ...(needs.includes('return')
          ? { return_courier: values.return_courier.trim(), return_docket: values.return_docket.trim() }
          : {}),
        ...(needs.includes('expected') ? { expected_on: values.expected_on } : {}),
      };
      if (many)
        return moveItems({
          req_code: props.reqCode,
          items: many.map((i) => ({ item_id: i.item_id, version: i.version })),
          ...facts,
        });
      return moveItem({ ...base, ...facts });
    },
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: many ? t(quoting ? 'bulkQuoted' : 'bulkSaved', { count: many.length }) : t('actionSaved'),
      });
      props.onMoved?.();
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        // Several items: say how many changed and that none moved (the server names each, `items.N`).
        const changed = err.issues.filter((i) => i.path.startsWith('items.')).length;
        notifications.show({
          color: 'yellow',
          message: many ? t('changedMeanwhileMany', { count: changed || many.length }) : t('changedMeanwhile'),
        });
        props.onMoved?.();
        onClose();
      } else if (err instanceof ApiError) form.setErrors(issuesToErrors(fieldIssues(err.issues)));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        // A dispatch may issue an invoice, or leave one to issue.
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
  const action = quoting && item.status === 'estimated' ? t('requote') : t(`action_${status}`);
  // A move of several items names each that could not move (path `items.N`); the rest are the form's fields.
  const refusedItems =
    save.error instanceof ApiError ? save.error.issues.filter((i) => i.path.startsWith('items.')) : [];

  return (
    <Modal opened onClose={onClose} title={t('actionTitle', { action, item: props.label })} size="lg">
      {many && (
        <Text size="sm" mb="sm" data-testid="bulk-items">
          {many.map((i) => `${i.line_no}. ${i.item_name} ${i.brand_name} ${i.model_number}`).join(', ')}
        </Text>
      )}
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          {save.error && !(save.error instanceof ApiError && fieldIssues(save.error.issues).length) && (
            <Alert color="red" role="alert" title={save.error.message}>
              {refusedItems.length > 0 && (
                <List size="sm" data-testid="refused-items">
                  {refusedItems.map((i) => (
                    <List.Item key={i.path}>{localize(i.message)}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {needs.includes('docket') && (
            <TextInput
              label={t('parcelDocket')}
              description={t('parcelDocketHint')}
              withAsterisk
              maxLength={40}
              data-autofocus
              {...form.getInputProps('docket_number')}
            />
          )}
          {quoting && (
            <QuoteFields many={many} inWarranty={inWarranty} total={total} field={(key) => form.getInputProps(key)} />
          )}
          {issuesInvoice(move) && (
            <DispatchInvoiceNotice reqCode={props.reqCode} itemIds={(many ?? [item]).map((i) => i.item_id)} />
          )}
          {needs.includes('return') && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('returnCourier')}
                withAsterisk
                maxLength={80}
                data-autofocus
                {...form.getInputProps('return_courier')}
              />
              <TextInput
                label={t('returnDocket')}
                withAsterisk
                maxLength={40}
                {...form.getInputProps('return_docket')}
              />
            </SimpleGrid>
          )}
          {needs.includes('expected') && (
            <DateField
              label={t('partsExpectedOn')}
              value={v.expected_on}
              onChange={(day) => form.setFieldValue('expected_on', day)}
              minDate={indiaToday()}
              maxDate={addDays(indiaToday(), PARTS_EXPECTED_MAX_DAYS)}
              withAsterisk
              checkTyped
              description={t('partsExpectedHint')}
              error={form.errors.expected_on}
            />
          )}
          <Textarea
            label={t('remark')}
            description={t('remarkHint')}
            withAsterisk={needs.includes('remark')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('remark')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('confirmAction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
