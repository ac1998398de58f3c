import { NumberInput, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { formatAmount, formatDay, GST_RATES, roundPaise, type TRequestItem } from '@svc/contract';
import { t } from '../../i18n';

/** An amount in rupees as staff type it: paise, Indian grouping, within the contract's bounds. */
const RUPEES = {
  withAsterisk: true,
  // A negative or too large amount stays as typed and is refused with its message: never changed silently.
  clampBehavior: 'none',
  decimalScale: 2,
  prefix: '₹',
  thousandSeparator: ',',
  thousandsGroupStyle: 'lakh',
} as const;

type QuoteKey = 'service_charge' | 'parts_charge' | 'gst_percent';

/**
 * The quote's part of a staff move's dialog: the charges, the GST rate and the total as the quote will
 * store it (of several items, each one's and all of theirs); an item in warranty says so first.
 */
export function QuoteFields(props: {
  many?: TRequestItem[];
  inWarranty?: TRequestItem;
  /** One item's total, GST included (the contract's `quotedCharges`). */
  total: number;
  /** The form's props of a field (value, change, error). */
  field: (key: QuoteKey) => object;
}) {
  const { many, inWarranty, total, field } = props;
  return (
    <>
      {many && (
        <Text size="sm" data-testid="bulk-quote-all">
          {t('bulkQuoteAll', { count: many.length })}
        </Text>
      )}
      {inWarranty?.warranty && (
        <Paper withBorder p="sm" radius="md" data-testid="warranty-quote-hint">
          <Text size="sm" fw={600}>
            {t('inWarrantyUntil', { date: formatDay(inWarranty.warranty.until) })}
          </Text>
          <Text size="sm">{t('warrantyQuoteHint')}</Text>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label={t('serviceCharge')} {...RUPEES} {...field('service_charge')} />
        <NumberInput label={t('partsCharge')} {...RUPEES} {...field('parts_charge')} />
      </SimpleGrid>
      <Select
        label={t('gstRate')}
        data={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
        allowDeselect={false}
        {...field('gst_percent')}
      />
      <Text fw={600} aria-live="polite" data-testid="quote-total">
        {many
          ? t('totalWithGstEach', {
              amount: formatAmount(total),
              all: formatAmount(roundPaise(total * many.length)),
              count: many.length,
            })
          : t('totalWithGst', { amount: formatAmount(total) })}
      </Text>
    </>
  );
}
