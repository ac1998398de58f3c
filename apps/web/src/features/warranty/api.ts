import { type CallBody, routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The admin's import of the company's sales file; answers the counts and the rejected lines. */
export const importSalesRecords = (body: CallBody<'importSalesRecords'>) => api(routes.importSalesRecords, body);

/**
 * The warranties of the serial numbers on the add screen, asked for together (a spreadsheet's 500 rows are one
 * call); kept a while: the records change with an import only.
 */
export const warrantiesQuery = (serials: string[]) =>
  queryOptions({
    queryKey: ['warranty', ...serials.map((s) => s.toLowerCase())],
    queryFn: () => api(routes.warrantyOf, { serial_numbers: serials }),
    staleTime: 5 * 60_000,
  });
