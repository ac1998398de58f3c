import { Button, Center, Group, Skeleton, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

/** An admin screen's header with its Add button. */
export function AdminHeader(props: { title: string; subtitle: string; addLabel: string; onAdd: () => void }) {
  return (
    <PageHeader
      title={props.title}
      subtitle={props.subtitle}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      }
    />
  );
}

/** What an admin list says while it has no entry at all, with the action that adds the first. */
export interface EmptyList {
  title: string;
  hint: string;
  action: ReactNode;
}

/** Loading, failed and empty states of an admin list; the rows otherwise. */
export function ListState(props: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  empty: boolean;
  /** For a list with no entries at all (no search narrowing it). */
  none?: EmptyList;
  children: ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Skeleton h={200} role="status" aria-label={t('loading')} />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (props.empty && props.none) return <EmptyState {...props.none} />;
  if (props.empty) return <EmptyState title={t('noMatches')} />;
  return <>{props.children}</>;
}

/** The search box above a searchable admin list. */
export function ListSearch(props: {
  label: string;
  placeholder?: string;
  description?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      description={props.description}
      leftSection={<IconSearch size={16} />}
      type="search"
      maxLength={60}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      mb="md"
      maw={420}
    />
  );
}

/** "Load more" under a paged list. */
export function LoadMore(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  if (!props.hasMore) return null;
  return (
    <Center mt="md">
      <Button variant="light" loading={props.loading} onClick={props.onMore}>
        {t('loadMore')}
      </Button>
    </Center>
  );
}

/** Cancel and Save at the foot of an admin dialog. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('save')}
      </Button>
    </Group>
  );
}

/** The Edit button of a list row, named after the row for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconPencil size={14} />}
      aria-label={`${t('edit')} ${name}`}
      onClick={onClick}
    >
      {t('edit')}
    </Button>
  );
}
