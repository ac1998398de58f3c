import { Grid, Select } from '@mantine/core';
import { NEEDS, type TNeeds } from '@svc/contract';
import { CustomerPicker } from '../../components/customer-picker';
import { t } from '../../i18n';

/**
 * Staff's two extra filters: the customer and what the request needs. Their pickers bring Mantine's
 * combobox and its placement library, which a customer's list never shows, so `RequestFilters` loads them
 * for staff only.
 */
export default function StaffFilters(props: {
  customer: string;
  needs: TNeeds | '';
  onChange: (change: { customer?: string; needs?: TNeeds | '' }) => void;
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CustomerPicker value={props.customer} onChange={(customer) => props.onChange({ customer })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          label={t('needsFilter')}
          placeholder={t('needsAny')}
          clearable
          data={NEEDS.map((n) => ({ value: n, label: t(`needs_${n}`) }))}
          value={props.needs || null}
          onChange={(n) => props.onChange({ needs: (n ?? '') as TNeeds | '' })}
        />
      </Grid.Col>
    </>
  );
}
