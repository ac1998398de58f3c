import { Button, Grid, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { TProfile } from '@svc/contract';
import { AddressFields } from '../../components/address-fields';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { lazyResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { accountKeys, updateProfile } from './api';

type Company = NonNullable<TProfile['company']>;

/**
 * A customer's own details that are theirs to change, with the sign-up form's rules (the contract's
 * schema, checked here and again by the server); the company's name, GSTIN, state and email stay.
 */
export function ProfileForm({
  company,
  onClose,
}: {
  company: Company;
  /** Closed, with the profile as saved when it was. */
  onClose: (saved?: TProfile) => void;
}) {
  const form = useAppForm({
    initialValues: {
      contactperson: company.contactperson,
      mobile: company.mobile.replace(/^\+91/, ''),
      address: company.address,
      city: company.city,
      pincode: company.pincode,
    },
    validate: lazyResolver(() => import('../../lib/form-rules').then((m) => m.ZUpdateProfile)),
  });
  const save = useSave({
    save: updateProfile,
    form,
    invalidate: accountKeys.profile,
    onDone: (reply) => onClose(reply.profile),
  });
  return (
    <Modal opened onClose={() => onClose()} title={t('editDetails')} size="lg">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack>
          <FormError error={save.error} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('contactPerson')}
                withAsterisk
                autoComplete="name"
                maxLength={80}
                {...form.getInputProps('contactperson')}
              />
            </Grid.Col>
            <AddressFields form={form} mobile />
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose()}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
