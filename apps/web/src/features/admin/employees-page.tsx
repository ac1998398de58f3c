import { Card, Table, VisuallyHidden } from '@mantine/core';
import type { TEmployeeRow } from '@svc/contract';
import { useState } from 'react';
import { t } from '../../i18n';
import { ActiveBadge } from './active-badge';
import { AdminHeader, EditButton, ListSearch, ListState, LoadMore } from './admin-parts';
import { adminKeys, employeesPage } from './api';
import { EmployeeForm } from './employee-form';
import { useCursorList } from './use-cursor-list';

/** Staff and admin accounts. */
export default function EmployeesPage() {
  const [editing, setEditing] = useState<TEmployeeRow | 'new' | null>(null);
  const {
    search,
    setSearch,
    query: list,
    rows,
  } = useCursorList(adminKeys.employees, employeesPage, (p) => p.employee_list);
  return (
    <>
      <AdminHeader
        title={t('employeesTitle')}
        subtitle={t('employeesSubtitle')}
        addLabel={t('addEmployee')}
        onAdd={() => setEditing('new')}
      />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListSearch label={t('searchEmployees')} value={search} onChange={setSearch} />
        <ListState query={list} empty={rows.length === 0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" data-testid="employee-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('colCode')}</Table.Th>
                  <Table.Th>{t('employeeName')}</Table.Th>
                  <Table.Th>{t('userName')}</Table.Th>
                  <Table.Th>{t('colRole')}</Table.Th>
                  <Table.Th>{t('colBranch')}</Table.Th>
                  <Table.Th>{t('colStatus')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('colActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e.employeecode}>
                    <Table.Td>{e.employeecode}</Table.Td>
                    <Table.Td>
                      {e.employee_name}
                      {e.employee_name_tamil && (
                        <span lang="ta" style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)' }}>
                          {e.employee_name_tamil}
                        </span>
                      )}
                    </Table.Td>
                    <Table.Td>{e.username}</Table.Td>
                    <Table.Td>{e.user_role === 'admin' ? t('roleAdmin') : t('roleStaff')}</Table.Td>
                    <Table.Td>{e.branch_name ?? '–'}</Table.Td>
                    <Table.Td>
                      <ActiveBadge active={e.active} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <EditButton name={e.employee_name} onClick={() => setEditing(e)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => list.fetchNextPage()} />
      </Card>
      {editing && <EmployeeForm employee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
