import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FORCED_LOGOUT_DELAY_MS, StatusFlag, TOAST_PASSWORD_MS, ZChangePasswordForm } from '@svc/contract';
import { useState } from 'react';
import { NewPasswordFields } from '../../components/new-password-fields';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { readSession } from '../../lib/session-store';
import { changePassword, checkOldPassword } from './api';

/**
 * The specification's Change Password dialog: the old password is checked when the field is left, Save
 * stays disabled while it is wrong, and success forces a logout after 2 seconds.
 */
export function ChangePasswordModal({
  opened,
  onClose,
  onForcedLogout,
}: {
  opened: boolean;
  onClose: () => void;
  onForcedLogout: () => void;
}) {
  const session = readSession();
  const form = useAppForm({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: formResolver(ZChangePasswordForm),
  });
  const [oldWrong, setOldWrong] = useState(false);
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.reset();
    setOldWrong(false);
    onClose();
  };

  const checkOld = async () => {
    const old = form.values.oldPassword;
    if (!old || !session) return;
    try {
      const reply = await checkOldPassword(session.customercode, old);
      const wrong = reply.statusFlag !== StatusFlag.ok;
      setOldWrong(wrong);
      form.setFieldError('oldPassword', wrong ? t('oldPasswordIncorrect') : null);
    } catch (err) {
      setOldWrong(true);
      form.setFieldError('oldPassword', (err as Error).message);
    }
  };

  const save = form.onSubmit(async (v) => {
    if (!session || oldWrong) return;
    setSaving(true);
    try {
      const reply = await changePassword(session.customercode, v.oldPassword, v.newPassword);
      if (reply.status !== true) throw new Error(t('passwordChangeFailed'));
      notifications.show({ color: 'green', message: t('passwordChanged'), autoClose: TOAST_PASSWORD_MS });
      notifications.show({ color: 'yellow', message: t('forcedLogout'), autoClose: TOAST_PASSWORD_MS });
      close();
      setTimeout(onForcedLogout, FORCED_LOGOUT_DELAY_MS);
    } catch {
      notifications.show({ color: 'red', message: t('passwordChangeFailed'), autoClose: TOAST_PASSWORD_MS });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('changePasswordTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput label={t('usernameLabel')} value={session?.username ?? ''} readOnly variant="filled" />
          <PasswordInput
            label={t('oldPassword')}
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
            onChange={(e) => {
              form.setFieldValue('oldPassword', e.currentTarget.value);
              setOldWrong(false);
              form.clearFieldError('oldPassword');
            }}
            onBlur={checkOld}
          />
          <NewPasswordFields
            labels={{ password: t('newPasswordLabel'), confirm: t('confirmPasswordLabel') }}
            rule={false}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={oldWrong} loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
