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

/**
 * How the GSTIN is asked: `optional` at sign-up (a person or an unregistered business leaves it empty),
 * `required` on the admin's form of a registered customer, `none` once the admin said "Not registered for GST".
 */
type GstinAsked = 'optional' | 'required' | 'none';

/**
 * The company/customer form of the specification (section 3): sign-up and the admin's customer form;
 * `mobileNote` is said under the mobile number.
 */
export function CompanyFields<T extends CompanyValues>({
  form,
  mobileNote,
  gstin = 'required',
}: {
  form: UseFormReturnType<T>;
  mobileNote?: string;
  gstin?: GstinAsked;
}) {
  const f = form as unknown as UseFormReturnType<CompanyValues>;
  const gstinInput = f.getInputProps('gstin');
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('nameOrCompany')}
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
          label={gstin === 'optional' ? t('gstinOptional') : t('gstin')}
          description={t(gstin === 'optional' ? 'gstinOptionalHint' : 'gstinHint', { example: GSTIN_EXAMPLE })}
          withAsterisk={gstin === 'required'}
          maxLength={15}
          autoComplete="off"
          // Typed in capitals; the words saying there is none stay as written.
          styles={gstin === 'none' ? undefined : { input: { textTransform: 'uppercase' } }}
          {...gstinInput}
          {...(gstin === 'none'
            ? {
                disabled: true,
                value: '',
                error: undefined,
                description: undefined,
                placeholder: t('notGstRegistered'),
              }
            : {})}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('email')} type="email" withAsterisk autoComplete="email" {...f.getInputProps('email')} />
      </Grid.Col>
      <AddressFields form={f} mobile mobileNote={mobileNote} />
    </Grid>
  );
}
