import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { localize } from '../i18n';

type Errors = Record<string, React.ReactNode>;
type Validate = (values: unknown) => Errors;

/** A form's validation by its contract schema, with the schema's messages in the active language. */
export function formResolver(schema: z.ZodType): Validate {
  const check = schemaResolver(schema, { sync: true });
  return (values: unknown) =>
    Object.fromEntries(
      Object.entries(check(values)).map(([path, message]) => [path, message && localize(String(message))]),
    );
}

/** A form's rules whose schema (and zod with it) loads after the screen has painted: see `lazyResolver`. */
export type LazyRules = ((values: unknown) => Errors | Promise<Errors>) & { ready: () => Promise<void> };

/**
 * The same validation as `formResolver`, with the schema loaded on demand (`load` is a dynamic import),
 * so the rules of a form on a screen's first view are not part of its first JavaScript (decision 075).
 * `useAppForm` starts the load when the form mounts; a check asked for before the rules are there waits
 * for them (Mantine's forms take a promise of the errors), so no submit goes unchecked.
 */
export function lazyResolver(load: () => Promise<z.ZodType>): LazyRules {
  let check: Validate | null = null;
  let loading: Promise<void> | null = null;
  const ready = () => {
    loading ??= load().then((schema) => {
      check = formResolver(schema);
    });
    return loading;
  };
  const validate = ((values: unknown) =>
    check ? check(values) : ready().then(() => (check as Validate)(values))) as LazyRules;
  validate.ready = ready;
  return validate;
}

export const isLazyRules = (v: unknown): v is LazyRules =>
  typeof v === 'function' && typeof (v as Partial<LazyRules>).ready === 'function';
