import { Modal, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { type TMasterEntry, type TMasterKind, ZMasterForm, ZSac } from '@svc/contract';
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
import { adminKeys, mastersQuery, saveMaster } from './api';

const columns = (kind: TMasterKind): Column<TMasterEntry>[] => [
  { header: t('colName'), cell: (m) => m.name },
  ...(kind === 'item' ? [{ header: t('sacCode'), cell: (m: TMasterEntry) => m.sac_code ?? '' }] : []),
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
      addLabel={kind === 'item' ? t('addMasterItem') : t('addBrand')}
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
      columns={columns(kind)}
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
  const form = useAppForm({
    initialValues: { name: entry?.name ?? '', active: entry?.active ?? true, sac_code: entry?.sac_code ?? '998713' },
    validate: formResolver(kind === 'item' ? ZMasterForm.extend({ sac_code: ZSac }) : ZMasterForm),
  });
  const save = useSave({
    save: saveMaster,
    form,
    invalidate: adminKeys.masters(kind),
    onDone: onClose,
  });
  const title = entry ? t('editEntry') : kind === 'item' ? t('addMasterItem') : t('addBrand');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate({
            kind,
            ...(entry ? { id: entry.id } : {}),
            name: v.name.trim(),
            active: v.active,
            ...(kind === 'item' ? { sac_code: v.sac_code.trim() } : {}),
          }),
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
          {kind === 'item' && (
            <TextInput
              label={t('sacCode')}
              description={t('sacCodeHint')}
              withAsterisk
              inputMode="numeric"
              maxLength={8}
              {...form.getInputProps('sac_code')}
            />
          )}
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
