import { PasswordInput, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { t } from '../i18n';

/**
 * A new password and its confirmation, as every form that sets one asks them: the pages before signing in
 * (forgot password, the welcome link) with the rule under them; the Change Password dialog passes the
 * specification's labels and `rule={false}`, its messages saying what is wrong.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  rule = true,
}: {
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
  labels?: { password: string; confirm: string };
  rule?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={labels?.password ?? t('newPassword')}
        withAsterisk
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput
        label={labels?.confirm ?? t('confirmPassword')}
        withAsterisk
        autoComplete="new-password"
        {...confirm}
      />
      {rule && (
        <Text size="xs" c="dimmed">
          {t('passwordHint')}
        </Text>
      )}
    </>
  );
}
