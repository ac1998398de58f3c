import { itemCharges } from '@svc/contract';

/** Charges of an item once quoted (the contract's one definition); null before a quote. */
export function chargesOf(row: {
  serviceCharge: number | null;
  partsCharge: number | null;
  gstPercent: number | null;
}) {
  if (row.serviceCharge === null && row.partsCharge === null) return null;
  return itemCharges({ service: row.serviceCharge ?? 0, parts: row.partsCharge ?? 0, gstPercent: row.gstPercent ?? 0 });
}
