import { WarrantyMsg } from '../../warranty/sales-records';
import type { BodyInput, Reply } from '../endpoint';
import type { Endpoints } from '../endpoints';

type Call = 'importSalesRecords' | 'warrantyOf';
type Examples = { [K in Call]: { body: BodyInput<Endpoints[K]>; reply: Reply<Endpoints[K]> } };

/** Warranty known at intake (issue 29): the admin's import of the company's sales, and a serial number's warranty. */
export const WARRANTY_EXAMPLES = {
  importSalesRecords: {
    body: {
      csv:
        'Invoice number,Date,Serial number,Model,Item,Brand,Warranty months\r\n' +
        'INV-2025-0412,2025-06-14,SN8842KX,Inspiron 15,Laptop,Dell,12\r\n' +
        'INV-2025-0413,31-13-2025,SN8843KX,Inspiron 15,Laptop,Dell,12\r\n',
    },
    reply: {
      statusFlag: 0,
      message: WarrantyMsg.salesImported,
      rows: 2,
      added: 1,
      updated: 0,
      unchanged: 0,
      rejected_count: 1,
      rejected: [{ line: 3, serial_number: 'SN8843KX', reason: WarrantyMsg.saleBadDate }],
    },
  },
  warrantyOf: {
    body: { serial_numbers: ['SN8842KX', 'SN0001ZZ'] },
    reply: {
      statusFlag: 0,
      message: 'OK',
      warranties: [
        { serial_number: 'SN8842KX', warranty: { until: '2026-06-13', in_warranty: true } },
        { serial_number: 'SN0001ZZ', warranty: null },
      ],
    },
  },
} satisfies Examples;
