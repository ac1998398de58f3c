import {
  AppMsg,
  Code,
  indiaToday,
  MAX_REJECTED_LISTED,
  StatusFlag,
  type TSalesImport,
  WarrantyMsg,
  warrantyOn,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { recordAudit } from '../audit';
import { readSalesFile, serialKeyOf } from './sales-file';
import * as repo from './warranty.repository';

/**
 * Warranty known at intake (issue 29, decision 063): the admin imports the company's sales, and a serial
 * number's warranty is read from them on the add screen, the desk and the charges.
 */
export function createWarrantyService(deps: Pick<Deps, 'db' | 'now' | 'settings'>) {
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

  /**
   * Each serial number's warranty today, in the order asked; null where the sales records do not know it.
   * Staff ask for many at once (a spreadsheet's rows). A customer asks for one at a time, within their
   * account's look-ups of the hour (WARRANTY_LOOKUPS_PER_HOUR), so nobody reads the company's sales records by
   * trying serial numbers (decision 088).
   */
  async function lookup(caller: Caller, body: { serial_numbers: string[] }) {
    if (!isStaff(caller)) {
      if (body.serial_numbers.length !== 1) {
        throw new AppError(Code.badRequest, WarrantyMsg.warrantyOneSerial, {
          issues: [{ path: 'serial_numbers', message: WarrantyMsg.warrantyOneSerial }],
        });
      }
      const account = caller.customerId ?? caller.userId;
      if (!(await repo.takeLookup(db, account, deps.settings.WARRANTY_LOOKUPS_PER_HOUR))) {
        throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
      }
    }
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
