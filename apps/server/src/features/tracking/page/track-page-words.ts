import {
  fillText,
  STATUS_TEXT,
  STATUS_TEXT_TA,
  TEXTS,
  type TextKey,
  type TLanguage,
  TRACK_ANSWERS_TA,
  TRACK_PAGE_EN,
  TRACK_PAGE_TA,
  type TrackPageKey,
} from '@svc/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything from the database or a text table goes through this before it is written into the page. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const WORDS: Record<TLanguage, Record<TrackPageKey, string>> = { en: TRACK_PAGE_EN, ta: TRACK_PAGE_TA };
export const text = (lang: TLanguage, key: TrackPageKey, values?: Record<string, string>) =>
  esc(fillText(WORDS[lang][key], values));
/** The server's own answers (TrackMsg…) in the reader's language. */
export const answerText = (lang: TLanguage, key: keyof typeof TRACK_ANSWERS_TA) =>
  lang === 'ta' ? TRACK_ANSWERS_TA[key] : (TEXTS[key as TextKey] as string);
export const answer = (lang: TLanguage, key: keyof typeof TRACK_ANSWERS_TA) => esc(answerText(lang, key));
export const statusText = (lang: TLanguage) => (lang === 'ta' ? STATUS_TEXT_TA : STATUS_TEXT);

/** A text whose `{name}` places take the given HTML (already escaped or built here), its own words escaped. */
export const textHtml = (lang: TLanguage, key: TrackPageKey, html: Record<string, string>) =>
  fillText(esc(WORDS[lang][key]), html);
