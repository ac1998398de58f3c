/** A UPI id (VPA): a handle, '@', and the bank's or app's name. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The UPI deep link an invoice's QR code holds (NPCI's linking specification): payee, name, the exact
 * amount, the invoice number as the note, in rupees. Any UPI app opens it with everything filled in.
 */
export function upiPayLink(p: { upiId: string; payeeName: string; amount: number; note: string }): string {
  // encodeURIComponent, not URLSearchParams: some UPI apps read '+' as a plus sign, not a space.
  const q = { pa: p.upiId, pn: p.payeeName, am: p.amount.toFixed(2), tn: p.note, cu: 'INR' };
  return `upi://pay?${Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}
