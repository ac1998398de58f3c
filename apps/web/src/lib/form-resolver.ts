import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { localize } from '../i18n';

/** A form's validation by its contract schema, with the schema's messages in the active language. */
export function formResolver(schema: z.ZodType) {
  const check = schemaResolver(schema, { sync: true });
  return (values: unknown) =>
    Object.fromEntries(
      Object.entries(check(values)).map(([path, message]) => [path, message && localize(String(message))]),
    );
}
