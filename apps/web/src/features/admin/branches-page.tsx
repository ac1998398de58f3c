import { Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CallBody, formatMobile, routes, type TBranch, ZBranchForm } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import type { Column } from './admin-list-page';
import { AdminListPage, statusColumn } from './admin-list-page';
import { FormActions } from './admin-parts';
import { adminKeys, branchListQuery } from './api';

const columns = (): Column<TBranch>[] => [
  { header: t('branchName'), cell: (b) => b.name },
  { header: t('address'), cell: (b) => b.address },
  { header: t('phone'), cell: (b) => formatMobile(b.phone) },
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
      testId="branch-table"
      minWidth={560}
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
  const form = useForm({
    initialValues: {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
      active: branch?.active ?? true,
    },
    validate: formResolver(ZBranchForm),
  });
  const save = useSave({
    save: (body: CallBody<'saveBranch'>) => api(routes.saveBranch, body),
    form,
    invalidate: adminKeys.branches,
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={branch ? t('editBranch') : t('addBranch')}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate({ ...(branch ? { id: branch.id } : {}), ...v, name: v.name.trim(), phone: v.phone.trim() }),
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
            type="tel"
            inputMode="numeric"
            maxLength={16}
            {...form.getInputProps('phone')}
          />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
