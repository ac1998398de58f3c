import { Grid, Modal, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { employeeForm, pages, type TEmployeeRole, type TEmployeeRow } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/form-error';
import { WarningAlert } from '../../components/warning-alert';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { passwordDigest } from '../../lib/password-digest';
import { useSave } from '../../lib/use-save';
import { FormActions } from './admin-parts';
import { adminKeys, branchListQuery, saveEmployee } from './api';
import { saveOrConfirmDeactivate } from './confirm-deactivate';

const blank = {
  employee_name: '',
  employee_name_tamil: '',
  username: '',
  password: '',
  user_role: '',
  branch_id: '',
  device_id: '',
  passcode: '',
  active: true,
};
type Values = typeof blank;

export function EmployeeForm({ employee, onClose }: { employee: TEmployeeRow | null; onClose: () => void }) {
  const branches = useQuery(branchListQuery);
  const form = useAppForm<Values>({
    initialValues: employee
      ? {
          ...blank,
          ...employee,
          branch_id: employee.branch_id ? String(employee.branch_id) : '',
          password: '',
          passcode: '',
        }
      : blank,
    validate: formResolver(employeeForm(!!employee)),
  });
  const save = useSave({
    save: saveEmployee,
    form,
    invalidate: adminKeys.employees,
    onDone: onClose,
  });
  const send = async (v: Values) => {
    save.mutate({
      ...(employee ? { employeecode: employee.employeecode } : {}),
      employee_name: v.employee_name.trim(),
      employee_name_tamil: v.employee_name_tamil.trim(),
      username: v.username.trim(),
      // The form's own rule has refused an empty role before this runs.
      user_role: v.user_role as TEmployeeRole,
      branch_id: Number(v.branch_id),
      device_id: v.device_id.trim(),
      active: v.active,
      ...(v.password ? { password: await passwordDigest(v.password) } : {}),
      ...(v.passcode ? { passcode: v.passcode } : {}),
    });
  };
  const submit = (v: Values) =>
    saveOrConfirmDeactivate(
      { wasActive: employee?.active ?? false, active: v.active, name: employee?.employee_name ?? '', kind: 'employee' },
      () => void send(v),
    );
  // Every employee works at a branch: with none to choose yet, the form says so and where to add one.
  const noBranch = branches.isSuccess && !branches.data.branch_list.some((b) => b.active);
  const branchOptions = (branches.data?.branch_list ?? [])
    .filter((b) => b.active || String(b.id) === form.values.branch_id)
    .map((b) => ({ value: String(b.id), label: b.name }));
  const half = { base: 12, sm: 6 };
  return (
    <Modal opened onClose={onClose} title={employee ? t('editEmployee') : t('addEmployee')} size="xl">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError error={save.error} />
          {noBranch && (
            <WarningAlert
              title={t('noBranchTitle')}
              testId="no-branch"
              link={{ to: pages.adminBranches, label: t('openBranches') }}
            >
              <Text size="sm">{t('noBranchHint')}</Text>
            </WarningAlert>
          )}
          <Grid>
            <Grid.Col span={half}>
              <TextInput
                label={t('employeeName')}
                withAsterisk
                maxLength={80}
                data-autofocus
                {...form.getInputProps('employee_name')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <TextInput
                label={t('employeeNameTamil')}
                lang="ta"
                maxLength={120}
                {...form.getInputProps('employee_name_tamil')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <TextInput
                label={t('userName')}
                withAsterisk
                autoCapitalize="none"
                autoComplete="off"
                maxLength={30}
                {...form.getInputProps('username')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <PasswordInput
                label={t('password')}
                withAsterisk={!employee}
                description={employee ? t('keepPasswordHint') : t('passwordHint')}
                autoComplete="new-password"
                maxLength={20}
                {...form.getInputProps('password')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <Select
                label={t('userRole')}
                withAsterisk
                data={[
                  { value: 'staff', label: t('roleStaff') },
                  { value: 'admin', label: t('roleAdmin') },
                ]}
                {...form.getInputProps('user_role')}
                onChange={(v) => form.setFieldValue('user_role', v ?? '')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <Select
                label={t('branchNameField')}
                withAsterisk
                searchable
                data={branchOptions}
                {...form.getInputProps('branch_id')}
                onChange={(v) => form.setFieldValue('branch_id', v ?? '')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <TextInput label={t('deviceId')} withAsterisk maxLength={64} {...form.getInputProps('device_id')} />
            </Grid.Col>
            <Grid.Col span={half}>
              <PasswordInput
                label={t('passcode')}
                withAsterisk={!employee}
                description={employee ? t('keepPasscodeHint') : t('passcodeHint')}
                autoComplete="off"
                maxLength={4}
                {...form.getInputProps('passcode')}
              />
            </Grid.Col>
          </Grid>
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
