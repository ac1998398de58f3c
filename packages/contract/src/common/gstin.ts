import { STATE_CODES } from './states';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// 2-digit state, PAN (5 letters, 4 digits, 1 letter), entity number, the letter Z, check character.
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character: a base-36 Luhn-style sum over the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS.charAt((36 - (sum % 36)) % 36);
}

/** The GSTIN the forms show as an example (a made-up PAN, Tamil Nadu): it passes the check below. */
export const GSTIN_EXAMPLE = '33ABCDE1234F1Z7';

/** A GSTIN is valid when its shape, state code and check character are all right. */
export function isValidGstin(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  if (!STATE_CODES.includes(value.slice(0, 2))) return false;
  return gstinCheckChar(value.slice(0, 14)) === value.charAt(14);
}

/** True when a GSTIN's first two digits are not the chosen state's code. */
export function gstinStateMismatch(gstin: string, stateCode: string): boolean {
  return gstin.length >= 2 && stateCode !== '' && gstin.slice(0, 2) !== stateCode;
}
