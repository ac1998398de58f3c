import type { z } from 'zod';

/** Turns a zod schema into a Mantine form `validate` function: the first message of each field. */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

/** Puts the server's field issues onto the form, so the person sees them where they typed. */
export function issuesToErrors(issues: { path: string; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((i) => [i.path, i.message]));
}
