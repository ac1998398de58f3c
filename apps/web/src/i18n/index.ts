import { en, type MessageKey } from './en';

const catalogs = { en } as const;
let active: Record<MessageKey, string> = catalogs.en;

/** Switches the language; English is the only catalogue today, Tamil is planned. */
export function setLanguage(lang: keyof typeof catalogs) {
  active = catalogs[lang];
}

/** The text of a key in the active language, with `{name}` placeholders filled. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = active[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

export type { MessageKey };
