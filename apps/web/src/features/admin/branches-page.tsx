import { Button, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { formatMobile, type TBranch, ZBranchForm } from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import type { Column } from './admin-list-page';
import { AdminListPage, statusColumn } from './admin-list-page';
import { FormActions } from './admin-parts';
import { adminKeys, branchListQuery, saveBranch } from './api';

const columns = (): Column<TBranch>[] => [
  { header: t('branchName'), cell: (b) => b.name },
  { header: t('address'), cell: (b) => b.address },
  { header: t('phone'), cell: (b) => formatMobile(b.phone) },
  { header: t('email'), cell: (b) => b.email },
  statusColumn(),
  { header: t('colEmployees'), cell: (b) => b.employees, numeric: true },
];

/** The service centres; every employee belongs to one. */
export default function BranchesPage() {
  const [editing, setEditing] = useState<TBranch | 'new' | null>(null);
  const list = useQuery(branchListQuery);
  return (
    <AdminListPage
      title={t('branchesTitle')}
      subtitle={t('branchesSubtitle')}
      addLabel={t('addBranch')}
      onAdd={() => setEditing('new')}
      query={list}
      rows={list.data?.branch_list ?? []}
      none={{
        title: t('branchesEmpty'),
        hint: t('branchesEmptyHint'),
        action: (
          <Button mt="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('addBranch')}
          </Button>
        ),
      }}
      testId="branch-table"
      minWidth={680}
      columns={columns()}
      rowKey={(b) => b.id}
      rowName={(b) => b.name}
      onEdit={setEditing}
    >
      {editing && <BranchForm branch={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}

function BranchForm({ branch, onClose }: { branch: TBranch | null; onClose: () => void }) {
  const form = useAppForm({
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
      email: branch?.email ?? '',
      active: branch?.active ?? true,
    },
    validate: formResolver(ZBranchForm),
  });
  const save = useSave({
    save: saveBranch,
    form,
    invalidate: adminKeys.branches,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={branch ? t('editBranch') : t('addBranch')}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate({
            ...(branch ? { id: branch.id } : {}),
            ...v,
            name: v.name.trim(),
            phone: v.phone.trim(),
            email: v.email.trim(),
          }),
        )}
      >
        <Stack>
          <FormError error={save.error} />
          <TextInput
            label={t('branchName')}
            withAsterisk
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea label={t('address')} autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
          <TextInput
            label={t('phone')}
            description={t('companyPhoneHint')}
            type="tel"
            maxLength={20}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('branchEmail')}
            description={t('branchEmailHint')}
            type="email"
            autoComplete="off"
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
