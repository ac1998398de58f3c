import { Card, Modal, Stack, Switch, Table, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AdminMsg, type BodyInput, endpoints, Msg, type TBranch } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ActiveBadge } from './active-badge';
import { AdminHeader, EditButton, FormActions, ListState } from './admin-parts';
import { adminKeys, branchListQuery } from './api';
import { FormError } from './form-error';
import { useSave } from './use-save';

/** The service centres; every employee belongs to one. */
export default function BranchesPage() {
  const [editing, setEditing] = useState<TBranch | 'new' | null>(null);
  const list = useQuery(branchListQuery);
  return (
    <>
      <AdminHeader
        title={t('branchesTitle')}
        subtitle={t('branchesSubtitle')}
        addLabel={t('addBranch')}
        onAdd={() => setEditing('new')}
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListState query={list} empty={!list.data?.branch_list.length}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" data-testid="branch-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('branchName')}</Table.Th>
                  <Table.Th>{t('address')}</Table.Th>
                  <Table.Th>{t('phone')}</Table.Th>
                  <Table.Th>{t('colStatus')}</Table.Th>
                  <Table.Th ta="right">{t('colEmployees')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.branch_list.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>{b.name}</Table.Td>
                    <Table.Td>{b.address}</Table.Td>
                    <Table.Td>{b.phone}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={b.active} />
                    </Table.Td>
                    <Table.Td ta="right">{b.employees}</Table.Td>
                    <Table.Td ta="right">
                      <EditButton name={b.name} onClick={() => setEditing(b)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Card>
      {editing && <BranchForm branch={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
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
    validate: {
      name: (v) => (v.trim() ? null : AdminMsg.enterBranchName),
      phone: (v) => (v.trim() === '' || /^[6-9][0-9]{9}$/.test(v.trim()) ? null : Msg.enterValidMobile),
    },
  });
  const save = useSave({
    save: (body: BodyInput<typeof endpoints.saveBranch>) => api(endpoints.saveBranch, body),
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
            maxLength={10}
            {...form.getInputProps('phone')}
          />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
