import { Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CallBody, routes, type TCustomerRow, ZCustomerSave } from '@svc/contract';
import { z } from 'zod';
import { CompanyFields } from '../../components/company-fields';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { FormActions } from './admin-parts';
import { adminKeys } from './api';

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
};

/** The company/customer form of the specification, every message included; new customers also get a user name. */
export function CustomerForm({ customer, onClose }: { customer: TCustomerRow | null; onClose: () => void }) {
  const toBody = (v: typeof blank) => {
    const { username, ...rest } = v;
    const gstin = v.unregistered ? '' : v.gstin.trim().toUpperCase();
    const body = { ...rest, gstin, email: v.email.trim() };
    return customer ? { ...body, customercode: customer.customercode } : { ...body, username: username.trim() };
  };
  const form = useForm({
    initialValues: customer ? { ...blank, ...customer, unregistered: customer.gstin === '' } : blank,
    validate: formResolver(z.preprocess(toBody, ZCustomerSave)),
  });
  const save = useSave({
    save: (body: CallBody<'saveCustomer'>) => api(routes.saveCustomer, body),
    form,
    invalidate: adminKeys.customers,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={customer ? t('editCustomer') : t('addCustomer')} size="xl">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(toBody(v)))}>
        <Stack>
          <FormError error={save.error} />
          <CompanyFields form={form} />
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
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
