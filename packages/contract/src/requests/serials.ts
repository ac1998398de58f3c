// Kept free of zod, as the request's other limits: the form's rules and the server's schema both read it.

/** A serial number as two items of one request are compared: without case or surrounding spaces (as sales records). */
const serialKey = (serial: string) => serial.trim().toLowerCase();

/**
 * The items of one request that share a serial number with another (decision 093), each with the other item
 * it names (0-based): the first of a repeated number names the next one, every later one names the first, so
 * a person sees each row in place and which row it repeats. Blank numbers are the field's own fault.
 */
export function repeatedSerials(serials: readonly unknown[]): { index: number; other: number }[] {
  const at = new Map<string, number[]>();
  serials.forEach((s, i) => {
    if (typeof s !== 'string' || !serialKey(s)) return;
    const key = serialKey(s);
    at.set(key, [...(at.get(key) ?? []), i]);
  });
  const out: { index: number; other: number }[] = [];
  for (const list of at.values()) {
    const [firstAt, secondAt] = list;
    if (firstAt === undefined || secondAt === undefined) continue;
    for (const index of list) out.push({ index, other: index === firstAt ? secondAt : firstAt });
  }
  return out.sort((a, b) => a.index - b.index);
}
