import { Grid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../i18n';

interface AddressValues {
  mobile: string;
  address: string;
  city: string;
  pincode: string;
}

/**
 * A postal address as every form asks it, in its grid: the address (300 characters, the contract's limit)
 * and, with `place`, its city and PIN code; with `mobile`, the mobile number before it. Sign-up, the
 * admin's customer form and a customer's profile ask a customer's own, which the browser may fill in
 * (`autoFill`); the letterhead asks only the address of the service centre, which is not the person's.
 */
export function AddressFields<T extends Partial<AddressValues>>({
  form,
  place = true,
  mobile = false,
  autoFill = true,
  mobileNote,
}: {
  form: UseFormReturnType<T>;
  place?: boolean;
  mobile?: boolean;
  autoFill?: boolean;
  /** Said under the mobile number (the desk's form: whether its customer verified it, decision 089). */
  mobileNote?: string;
}) {
  const f = form as unknown as UseFormReturnType<AddressValues>;
  return (
    <>
      {mobile && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('mobile')}
            description={mobileNote}
            type="tel"
            inputMode="numeric"
            maxLength={16}
            withAsterisk
            autoComplete="tel-national"
            {...f.getInputProps('mobile')}
          />
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <Textarea
          label={t('address')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          autoComplete={autoFill ? 'street-address' : undefined}
          {...f.getInputProps('address')}
        />
      </Grid.Col>
      {place && (
        <>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('city')}
              withAsterisk
              autoComplete="address-level2"
              maxLength={80}
              {...f.getInputProps('city')}
            />
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
        </>
      )}
    </>
  );
}
