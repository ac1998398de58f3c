import english from 'virtual:catalogue/en';
import { i18n, type Messages } from '@lingui/core';
import { formatCount, type TMessageKind, textKeyOf } from '@svc/contract';
import { useSyncExternalStore } from 'react';
import type { PublicKey } from './catalogues/en';
import type { AppKey } from './catalogues/en-app';
import type { ColleaguePanelKey } from './catalogues/en-colleagues-panel';
import type { CourierKey } from './catalogues/en-couriers';

export type MessageKey = PublicKey | AppKey | CourierKey | ColleaguePanelKey;
const LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'svc-language';
/** Dates and numbers: Indian grouping and Latin digits in both languages (as customers write them). */
const FORMAT_LOCALES: Record<Language, string[]> = { en: ['en-IN'], ta: ['ta-IN'] };

/**
 * The catalogues come in three parts: `public` (sign-in, sign-up, tracking; English in the bundle), `app`
 * (the signed-in screens, fetched with the first of them) and `staff` (the texts only staff screens use,
 * fetched for a staff session: decision 079), and a feature's own part, fetched with that feature's screens
 * (`couriers`: the courier pickup's, issue 43; `colleagues`: the colleagues panel's). Tamil parts are fetched only when chosen.
 */
type Part = 'public' | 'app' | 'staff' | FeaturePart;
/** The parts of one feature's screens. */
type FeaturePart = 'couriers' | 'colleagues';
const LOAD: Record<Language, Record<Part, () => Promise<Messages>>> = {
  en: {
    public: async () => english,
    app: async () => (await import('virtual:catalogue/en-app')).default,
    staff: async () => (await import('virtual:catalogue/en-staff')).default,
    couriers: async () => (await import('virtual:catalogue/en-couriers')).default,
    colleagues: async () => (await import('virtual:catalogue/en-colleagues-panel')).default,
  },
  ta: {
    public: async () => (await import('virtual:catalogue/ta')).default,
    app: async () => (await import('virtual:catalogue/ta-app')).default,
    staff: async () => (await import('virtual:catalogue/ta-staff')).default,
    couriers: async () => (await import('virtual:catalogue/ta-couriers')).default,
    colleagues: async () => (await import('virtual:catalogue/ta-colleagues-panel')).default,
  },
};
const wanted = new Set<Part>(['public']);
/** Each loaded part by `language:part`. */
const loaded = new Map<string, Messages>([['en:public', english]]);
const listeners = new Set<() => void>();

i18n.loadAndActivate({ locale: 'en', locales: FORMAT_LOCALES.en, messages: english });

/** The text of a key in the active language (ICU: `{name}` values, plurals, numbers). */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return i18n._(key, values);
}

/** The keys whose text is in two forms by a count: `<key>_one` and `<key>_other`. */
export type CountKey = {
  [K in MessageKey]: K extends `${infer Base}_one` ? (`${Base}_other` extends MessageKey ? Base : never) : never;
}[MessageKey];

/**
 * The text of a count (`{count}` in it): `<key>_one` for one, `<key>_other` for any other number, the count
 * in Indian grouping (1,000 and 1,00,000). English and Tamil have just these two forms of a count, so this
 * needs no ICU `plural`, whose first use builds Intl's plural rules and number formatter: their locale data
 * was ~40 ms of a phone's /reports (decision 085).
 */
export function tCount(key: CountKey, count: number, values?: Record<string, string | number>): string {
  return t(`${key}_${count === 1 ? 'one' : 'other'}` as MessageKey, { ...values, count: formatCount(count) });
}

/**
 * A text that arrives in English (the server's answers and the contract's form rules) in the active
 * language: the contract tells which of its texts the words are (`textKeyOf`, a template's values
 * included), and the catalogue's text of that key is shown; words the contract does not know, or a key
 * whose part of the catalogue is not loaded, stay as they came.
 */
export function localize(text: string): string {
  if (i18n.locale === 'en') return text;
  const found = textKeyOf(text);
  return found && found.key in i18n.messages ? i18n._(found.key, found.values) : text;
}

/** A phone message's name: its status, or the confirmation, the code, the rating link or a staff reply. */
export function messageLabel(kind: TMessageKind): string {
  if (kind === 'request_raised') return t('status_pending');
  if (kind === 'code') return t('messageCode');
  if (kind === 'rating_invite') return t('messageRatingInvite');
  if (kind === 'staff_reply') return t('messageStaffReply');
  return t(`status_${kind}`);
}

const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/** The person's last choice on this device, else the browser's language. */
export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return globalThis.navigator?.languages?.some((l) => l.toLowerCase().startsWith('ta')) ? 'ta' : 'en';
}

/** Loads the wanted parts of a language; a Tamil key not yet translated shows its English text. */
async function ensure(lang: Language) {
  for (const part of wanted) {
    if (loaded.has(`${lang}:${part}`)) continue;
    const messages = await LOAD[lang][part]();
    const fallback = lang === 'en' ? {} : (loaded.get(`en:${part}`) ?? (await LOAD.en[part]()));
    loaded.set(`${lang}:${part}`, messages);
    i18n.load(lang, { ...fallback, ...messages });
  }
}

/** Makes a language the active one, fetching what it lacks first. */
export async function activateLanguage(lang: Language): Promise<void> {
  await ensure(lang);
  i18n.activate(lang, FORMAT_LOCALES[lang]);
  globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  if (globalThis.document) document.documentElement.lang = lang;
  for (const notify of listeners) notify();
}

/**
 * Before the first signed-in screen: its texts, in the active language; with `staff` (a staff session, or
 * a staff screen about to open) the staff screens' texts too.
 */
export async function loadAppCatalogue(staff = false): Promise<void> {
  wanted.add('app');
  if (staff) wanted.add('staff');
  await ensure(i18n.locale as Language);
}

/** A feature's own part of the catalogue, in the active language (and in any chosen later), before its screens. */
export async function loadCataloguePart(part: FeaturePart): Promise<void> {
  wanted.add(part);
  await ensure(i18n.locale as Language);
}

/** The active language; components that show it re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => i18n.locale as Language,
  );
}
