import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GSTIN_EXAMPLE, STATES } from '@svc/contract';
import { t } from '../i18n';
import { AddressFields } from './address-fields';
import { LazySelect } from './lazy-select';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

interface CompanyValues {
  companyname: string;
  gstin: string;
  mobile: string;
  city: string;
  address: string;
  contactperson: string;
  email: string;
  pincode: string;
  state: string;
}

/** The company/customer form of the specification (section 3): sign-up and the admin's customer form. */
export function CompanyFields<T extends CompanyValues>({ form }: { form: UseFormReturnType<T> }) {
  const f = form as unknown as UseFormReturnType<CompanyValues>;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('companyName')}
          withAsterisk
          autoComplete="organization"
          {...f.getInputProps('companyname')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('contactPerson')} withAsterisk autoComplete="name" {...f.getInputProps('contactperson')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <LazySelect
          label={t('state')}
          placeholder={t('selectStatePlaceholder')}
          data={STATE_OPTIONS}
          searchable
          withAsterisk
          {...f.getInputProps('state')}
          onChange={(v) => f.setFieldValue('state', v ?? '')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('gstin')}
          description={t('gstinHint', { example: GSTIN_EXAMPLE })}
          withAsterisk
          maxLength={15}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...f.getInputProps('gstin')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('email')} type="email" withAsterisk autoComplete="email" {...f.getInputProps('email')} />
      </Grid.Col>
      <AddressFields form={f} mobile />
    </Grid>
  );
}
