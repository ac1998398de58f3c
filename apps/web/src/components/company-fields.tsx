import { Grid, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GSTIN_EXAMPLE, STATES } from '@svc/contract';
import { t } from '../i18n';

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
        <Select
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
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('mobile')}
          type="tel"
          inputMode="numeric"
          maxLength={16}
          withAsterisk
          autoComplete="tel-national"
          {...f.getInputProps('mobile')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('address')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          autoComplete="street-address"
          {...f.getInputProps('address')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('city')} withAsterisk autoComplete="address-level2" {...f.getInputProps('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('pincode')}
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          autoComplete="postal-code"
          {...f.getInputProps('pincode')}
        />
      </Grid.Col>
    </Grid>
  );
}
