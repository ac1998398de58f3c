/** Rounds to the paisa, as every amount a person reads. */
export const roundPaise = (n: number) => Math.round(n * 100) / 100;

export interface ChargeInput {
  service: number;
  parts: number;
  gstPercent: number;
}

/**
 * An item's charges: GST on service and parts, rounded to the paisa, and the total. The one definition for
 * the server's replies and mails, the staff dialog's preview and (spelled in SQL beside it) the totals.
 */
export function itemCharges({ service, parts, gstPercent }: ChargeInput) {
  const gst = roundPaise(((service + parts) * gstPercent) / 100);
  return {
    service_charge: service,
    parts_charge: parts,
    gst_percent: gstPercent,
    gst_amount: gst,
    total: roundPaise(service + parts + gst),
  };
}
