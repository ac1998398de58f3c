import {
  Code,
  indiaToday,
  MAX_REJECTED_LISTED,
  StatusFlag,
  type TSalesImport,
  WarrantyMsg,
  warrantyOn,
} from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { readSalesFile, serialKeyOf } from './sales-file';
import * as repo from './warranty.repository';

/**
 * Warranty known at intake (issue 29, decision 063): the admin imports the company's sales, and a serial
 * number's warranty is read from them on the add screen, the desk and the charges.
 */
export function createWarrantyService(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;

  /** Imports a sales file: its good lines in one transaction, its bad ones reported by line, never stored. */
  async function importSales(caller: Caller, body: TSalesImport) {
    const file = readSalesFile(body.csv, deps.now());
    if (!file.ok)
      throw new AppError(Code.badRequest, file.message, { issues: [{ path: 'csv', message: file.message }] });
    const counts = await db.transaction(async (tx) => {
      const saved = await repo.saveSales(tx, file.sales);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'master',
        entityId: 'sales_records',
        action: 'import',
        after: { rows: file.rows, ...saved, rejected: file.rejected.length },
      });
      return saved;
    });
    return {
      statusFlag: StatusFlag.ok,
      message: WarrantyMsg.salesImported,
      rows: file.rows,
      ...counts,
      rejected_count: file.rejected.length,
      rejected: file.rejected.slice(0, MAX_REJECTED_LISTED),
    };
  }

  /** Each serial number's warranty today, in the order asked; null where the sales records do not know it. */
  async function lookup(body: { serial_numbers: string[] }) {
    const keys = body.serial_numbers.map(serialKeyOf);
    const known = await repo.warrantiesOf(db, keys);
    const today = indiaToday(deps.now());
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      warranties: body.serial_numbers.map((serial, i) => ({
        serial_number: serial,
        warranty: warrantyOn(known.get(keys[i] as string) ?? null, today),
      })),
    };
  }

  return { importSales, lookup };
}
export type WarrantyService = ReturnType<typeof createWarrantyService>;
