import { en, type MessageKey } from './en';

/** English is the only catalogue today; Tamil is planned (issue 13). */
const active: Record<MessageKey, string> = en;

/** The text of a key in the active language, with `{name}` placeholders filled. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = active[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

export type { MessageKey };
