import { Table } from '@mantine/core';
import { formatRupees } from '@svc/contract';

/** Labelled amounts, right-aligned, the last one (the total) in bold: what a person confirms before issuing. */
export function AmountRows({ rows, testId }: { rows: [label: string, amount: number][]; testId?: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, amount], i) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right" fw={i === rows.length - 1 ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
