import { Button, Card, Modal, Stack, Switch, Table, Tabs, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AdminMsg, type BodyInput, endpoints, type TMasterEntry, type TMasterKind } from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ActiveBadge } from './active-badge';
import { EditButton, FormActions, ListState } from './admin-parts';
import { adminKeys, mastersQuery } from './api';
import { FormError } from './form-error';
import { useSave } from './use-save';

/** The item and brand lists customers pick from: add, rename, deactivate. */
export default function MastersPage() {
  const [kind, setKind] = useState<TMasterKind>('item');
  const [editing, setEditing] = useState<TMasterEntry | 'new' | null>(null);
  const list = useQuery(mastersQuery(kind));
  return (
    <>
      <PageHeader
        title={t('mastersTitle')}
        subtitle={t('mastersSubtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {kind === 'item' ? t('addItem') : t('addBrand')}
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs value={kind} onChange={(v) => v && setKind(v as TMasterKind)} mb="md">
          <Tabs.List>
            <Tabs.Tab value="item">{t('tabItems')}</Tabs.Tab>
            <Tabs.Tab value="brand">{t('tabBrands')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <ListState query={list} empty={!list.data?.master_list.length}>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" data-testid="master-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colName')}</Table.Th>
                  <Table.Th>{t('colStatus')}</Table.Th>
                  <Table.Th ta="right">{t('colInUse')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.master_list.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={m.active} />
                    </Table.Td>
                    <Table.Td ta="right">{m.in_use}</Table.Td>
                    <Table.Td ta="right">
                      <EditButton name={m.name} onClick={() => setEditing(m)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Card>
      {editing && (
        <MasterForm kind={kind} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function MasterForm({ kind, entry, onClose }: { kind: TMasterKind; entry: TMasterEntry | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: entry?.name ?? '', active: entry?.active ?? true },
    validate: { name: (v) => (v.trim() ? null : AdminMsg.enterName) },
  });
  const save = useSave({
    save: (body: BodyInput<typeof endpoints.saveMaster>) => api(endpoints.saveMaster, body),
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
