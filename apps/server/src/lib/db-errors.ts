/** The constraint a PostgreSQL unique violation broke (drivers nest the error differently), else null. */
export function violatedUnique(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  return pg ? (pg.constraint ?? '') : null;
}
