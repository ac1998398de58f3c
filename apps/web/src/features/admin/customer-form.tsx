import { Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type TCustomerRow, type TLanguage, ZCustomerSave } from '@svc/contract';
import { z } from 'zod';
import { CompanyFields } from '../../components/company-fields';
import { FormError } from '../../components/form-error';
import { t, useLanguage } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { FormActions } from './admin-parts';
import { adminKeys, saveCustomer } from './api';
import { saveOrConfirmDeactivate } from './confirm-deactivate';

const blank = {
  companyname: '',
  gstin: '',
  mobile: '',
  city: '',
  address: '',
  contactperson: '',
  email: '',
  pincode: '',
  state: '',
  username: '',
  active: true,
  unregistered: false,
  language: 'en' as TLanguage,
};
/** Each language named in itself, as a reader of it looks for it. */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'ta', label: 'தமிழ்' },
];

/** The company/customer form of the specification, every message included; new customers also get a user name. */
export function CustomerForm({ customer, onClose }: { customer: TCustomerRow | null; onClose: () => void }) {
  const toBody = (v: typeof blank) => {
    const { username, ...rest } = v;
    const gstin = v.unregistered ? '' : v.gstin.trim().toUpperCase();
    const body = { ...rest, gstin, email: v.email.trim() };
    return customer ? { ...body, customercode: customer.customercode } : { ...body, username: username.trim() };
  };
  const language = useLanguage();
  // Whether the customer verified the number is theirs to change, not the form's (decision 089).
  const { mobile_verified: verified = false, ...row } = customer ?? {};
  const form = useAppForm({
    initialValues: customer ? { ...blank, ...row, unregistered: customer.gstin === '' } : { ...blank, language },
    validate: formResolver(z.preprocess(toBody, ZCustomerSave)),
  });
  const save = useSave({
    save: saveCustomer,
    form,
    invalidate: adminKeys.customers,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={customer ? t('editCustomer') : t('addCustomer')} size="xl">
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          saveOrConfirmDeactivate(
            {
              wasActive: customer?.active ?? false,
              active: v.active,
              name: customer?.companyname ?? '',
              kind: 'customer',
            },
            () => save.mutate(toBody(v)),
          ),
        )}
      >
        <Stack>
          <FormError error={save.error} />
          <CompanyFields
            form={form}
            gstin={form.values.unregistered ? 'none' : 'required'}
            mobileNote={
              customer && verified && form.values.mobile === customer.mobile
                ? t('mobileVerifiedNote')
                : t('mobileStaffHint')
            }
          />
          <Switch
            label={t('notGstRegistered')}
            description={t('notGstRegisteredHint')}
            {...form.getInputProps('unregistered', { type: 'checkbox' })}
          />
          {customer ? (
            <Text size="sm">
              {t('userName')}: {customer.username}
            </Text>
          ) : (
            <TextInput
              label={t('userName')}
              description={t('newCustomerHint')}
              withAsterisk
              autoCapitalize="none"
              maxLength={30}
              {...form.getInputProps('username')}
            />
          )}
          <Select
            label={t('customerLanguage')}
            description={t('customerLanguageHint')}
            data={LANGUAGE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
