import { itemCharges } from '@svc/contract';

/** Charges of an item once quoted, with the GST stored at its quote (decision 090); null before a quote. */
export function chargesOf(row: {
  serviceCharge: number | null;
  partsCharge: number | null;
  gstPercent: number | null;
  gstAmount: number | null;
}) {
  if (row.serviceCharge === null && row.partsCharge === null) return null;
  return itemCharges({
    service: row.serviceCharge ?? 0,
    parts: row.partsCharge ?? 0,
    gstPercent: row.gstPercent ?? 0,
    gstAmount: row.gstAmount ?? 0,
  });
}
