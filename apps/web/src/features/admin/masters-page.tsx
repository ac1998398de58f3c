import { Modal, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CallBody, routes, type TMasterEntry, type TMasterKind, ZMasterForm } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import type { Column } from './admin-list-page';
import { AdminListPage, statusColumn } from './admin-list-page';
import { FormActions } from './admin-parts';
import { adminKeys, mastersQuery } from './api';
import { FormError } from './form-error';
import { useSave } from './use-save';

const columns = (): Column<TMasterEntry>[] => [
  { header: t('colName'), cell: (m) => m.name },
  statusColumn(),
  { header: t('colInUse'), cell: (m) => m.in_use, numeric: true },
];

/** The item and brand lists customers pick from: add, rename, deactivate. */
export default function MastersPage() {
  const [kind, setKind] = useState<TMasterKind>('item');
  const [editing, setEditing] = useState<TMasterEntry | 'new' | null>(null);
  const list = useQuery(mastersQuery(kind));
  return (
    <AdminListPage
      title={t('mastersTitle')}
      subtitle={t('mastersSubtitle')}
      addLabel={kind === 'item' ? t('addItem') : t('addBrand')}
      onAdd={() => setEditing('new')}
      above={
        <Tabs value={kind} onChange={(v) => v && setKind(v as TMasterKind)} mb="md">
          <Tabs.List>
            <Tabs.Tab value="item">{t('tabItems')}</Tabs.Tab>
            <Tabs.Tab value="brand">{t('tabBrands')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      }
      query={list}
      rows={list.data?.master_list ?? []}
      testId="master-table"
      minWidth={420}
      columns={columns()}
      rowKey={(m) => m.id}
      rowName={(m) => m.name}
      onEdit={setEditing}
    >
      {editing && (
        <MasterForm kind={kind} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AdminListPage>
  );
}

function MasterForm({ kind, entry, onClose }: { kind: TMasterKind; entry: TMasterEntry | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: entry?.name ?? '', active: entry?.active ?? true },
    validate: formResolver(ZMasterForm),
  });
  const save = useSave({
    save: (body: CallBody<'saveMaster'>) => api(routes.saveMaster, body),
    form,
    invalidate: adminKeys.masters(kind),
    onDone: onClose,
  });
  const title = entry ? t('editEntry') : kind === 'item' ? t('addItem') : t('addBrand');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate({ kind, ...(entry ? { id: entry.id } : {}), name: v.name.trim(), active: v.active }),
        )}
      >
        <Stack>
          <FormError error={save.error} />
          <TextInput
            label={t('entryName')}
            withAsterisk
            maxLength={60}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Switch
            label={t('active')}
            description={t('inactiveHint')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
