import { Button, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { CANNED_TITLE_MAX, MESSAGE_MAX, type TCannedReply, ZCannedSave } from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { AdminListPage, type Column, FormActions, statusColumn } from '../admin';
import { awaitingKeys, cannedQuery, saveCannedReply } from './api';

const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);
const columns = (): Column<TCannedReply>[] => [
  { header: t('cannedTitleLabel'), cell: (r) => r.title },
  { header: t('cannedEnglish'), cell: (r) => cut(r.body_en) },
  { header: t('cannedTamil'), cell: (r) => cut(r.body_ta) },
  statusColumn(),
];

/** The admin's canned replies (issue 30, decision 072): each in English and Tamil, for the desk to start from. */
export default function CannedRepliesPage() {
  const [editing, setEditing] = useState<TCannedReply | 'new' | null>(null);
  const list = useQuery(cannedQuery(true));
  return (
    <AdminListPage
      title={t('cannedPageTitle')}
      subtitle={t('cannedPageSubtitle')}
      addLabel={t('cannedAdd')}
      onAdd={() => setEditing('new')}
      query={list}
      rows={list.data?.replies ?? []}
      none={{
        title: t('cannedEmpty'),
        hint: t('cannedEmptyHint'),
        action: (
          <Button mt="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('cannedAdd')}
          </Button>
        ),
      }}
      testId="canned-table"
      minWidth={680}
      cardsOnPhone
      columns={columns()}
      rowKey={(r) => r.id}
      rowName={(r) => r.title}
      onEdit={setEditing}
    >
      {editing && <CannedForm reply={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}

function CannedForm({ reply, onClose }: { reply: TCannedReply | null; onClose: () => void }) {
  const form = useAppForm({
    initialValues: {
      title: reply?.title ?? '',
      body_en: reply?.body_en ?? '',
      body_ta: reply?.body_ta ?? '',
      active: reply?.active ?? true,
    },
    validate: formResolver(ZCannedSave),
  });
  const save = useSave({ save: saveCannedReply, form, invalidate: awaitingKeys.cannedAll, onDone: onClose });
  return (
    <Modal opened onClose={onClose} title={reply ? t('cannedEdit') : t('cannedAdd')}>
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate({ ...(reply ? { id: reply.id } : {}), ...v }))}>
        <Stack>
          <FormError error={save.error} />
          <TextInput
            label={t('cannedTitleLabel')}
            withAsterisk
            maxLength={CANNED_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('cannedEnglish')}
            autosize
            minRows={3}
            maxLength={MESSAGE_MAX}
            {...form.getInputProps('body_en')}
          />
          <Textarea
            label={t('cannedTamil')}
            autosize
            minRows={3}
            maxLength={MESSAGE_MAX}
            lang="ta"
            {...form.getInputProps('body_ta')}
          />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
