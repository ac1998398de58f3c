import { Box, Select, Textarea, TextInput } from '@mantine/core';
import { STATES } from '@svc/contract';
import { t } from '../../i18n';
import { fieldsGrid } from './fields-grid';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: s.name }));
type Field = 'name' | 'phone' | 'address' | 'city' | 'state' | 'pincode' | 'email';

/**
 * An address a courier calls at or delivers to, as the contract's ZCourierAddress holds it: the customer's
 * pickup address, or the centre's that boxes come to. `path` is where the form keeps it.
 */
export function CourierAddressFields({
  form,
  path,
}: {
  form: { getInputProps: (path: string) => object };
  path: 'address' | 'centre';
}) {
  const field = (f: Field) => form.getInputProps(`${path}.${f}`);
  return (
    <>
      <Box style={fieldsGrid('14rem')}>
        <TextInput label={t('pickupName')} withAsterisk maxLength={80} {...field('name')} />
        <TextInput label={t('mobile')} withAsterisk maxLength={20} type="tel" {...field('phone')} />
      </Box>
      <Textarea label={t('address')} withAsterisk autosize minRows={2} maxLength={200} {...field('address')} />
      <Box style={fieldsGrid('14rem')}>
        <TextInput label={t('city')} withAsterisk maxLength={60} {...field('city')} />
        <Select
          label={t('state')}
          withAsterisk
          data={STATE_OPTIONS}
          searchable
          allowDeselect={false}
          {...field('state')}
        />
        <TextInput label={t('pincode')} withAsterisk inputMode="numeric" maxLength={6} {...field('pincode')} />
        <TextInput label={t('email')} withAsterisk type="email" maxLength={120} {...field('email')} />
      </Box>
    </>
  );
}
