import type { TEmployeeRow } from '@svc/contract';
import { useState } from 'react';
import { t } from '../../i18n';
import { AdminListPage, type Column, statusColumn } from './admin-list-page';
import { adminKeys, employeesPage } from './api';
import { EmployeeForm } from './employee-form';
import { useCursorList } from './use-cursor-list';

const columns = (): Column<TEmployeeRow>[] => [
  { header: t('colCode'), cell: (e) => e.employeecode },
  {
    header: t('employeeName'),
    cell: (e) => (
      <>
        {e.employee_name}
        {e.employee_name_tamil && (
          <span lang="ta" style={{ display: 'block', fontSize: 'var(--mantine-font-size-sm)' }}>
            {e.employee_name_tamil}
          </span>
        )}
      </>
    ),
  },
  { header: t('userName'), cell: (e) => e.username },
  { header: t('colRole'), cell: (e) => (e.user_role === 'admin' ? t('roleAdmin') : t('roleStaff')) },
  { header: t('colBranch'), cell: (e) => e.branch_name ?? '–' },
  statusColumn(),
];

/** Staff and admin accounts. */
export default function EmployeesPage() {
  const [editing, setEditing] = useState<TEmployeeRow | 'new' | null>(null);
  const { search, setSearch, query, rows } = useCursorList(adminKeys.employees, employeesPage, (p) => p.employee_list);
  return (
    <AdminListPage
      title={t('employeesTitle')}
      subtitle={t('employeesSubtitle')}
      addLabel={t('addEmployee')}
      onAdd={() => setEditing('new')}
      search={{ label: t('searchEmployees'), value: search, onChange: setSearch }}
      query={query}
      rows={rows}
      testId="employee-table"
      minWidth={720}
      columns={columns()}
      rowKey={(e) => e.employeecode}
      rowName={(e) => e.employee_name}
      onEdit={setEditing}
      more={{ hasMore: query.hasNextPage, loading: query.isFetchingNextPage, onMore: () => query.fetchNextPage() }}
    >
      {editing && <EmployeeForm employee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}
