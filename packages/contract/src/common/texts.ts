import { TurnaroundMsg } from '../admin/turnaround-messages';
import { ColleagueMsg } from '../auth/colleague-messages';
import { MobileMsg } from '../auth/mobile-messages';
import { AttachmentMsg } from '../conversations/attachments';
import { ConversationMsg } from '../conversations/conversation-messages';
import { InvoiceMsg } from '../invoices/messages';
import { MessagingMsg } from '../phone-messages/messaging-texts';
import { RatingMsg } from '../ratings/rating-messages';
import { TrackMsg } from '../requests/track-messages';
import { AdminMsg, ItemStatusMsg, PeopleMsg } from './desk-messages';
import { AppMsg, Msg } from './messages';
import { ServerMsg } from './server-messages';

// Two of the admin's messages share a name with a sign-up message but not its words: keyed apart.
const { customerExists, resetSent, ...people } = PeopleMsg;
/** The people screens' messages under their keys (the admin's two renamed). */
export const PEOPLE_TEXTS = { ...people, adminCustomerExists: customerExists, adminResetSent: resetSent } as const;

/**
 * Every text the server sends a person, or the contract's rules give a form field, under one key each. The
 * server sends the English words (the specification's, word for word); `textKeyOf` tells which key they
 * are, and a screen shows that key's text in the reader's language (the web's catalogues hold these keys).
 */
export const TEXTS = {
  ...Msg,
  ...AppMsg,
  ...ServerMsg,
  ...TrackMsg,
  ...AdminMsg,
  ...ItemStatusMsg,
  ...PEOPLE_TEXTS,
  ...InvoiceMsg,
  ...TurnaroundMsg,
  ...RatingMsg,
  ...ColleagueMsg,
  ...ConversationMsg,
  ...AttachmentMsg,
  ...MobileMsg,
  optedIn: MessagingMsg.optedIn,
  optedOut: MessagingMsg.optedOut,
} as const;
export type TextKey = keyof typeof TEXTS;

type Template = { pattern: RegExp; names: string[]; key: TextKey };
const PLACE = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let index: { exact: Map<string, TextKey>; templates: Template[] } | null = null;

function textIndex() {
  if (index) return index;
  const exact = new Map<string, TextKey>();
  const templates: Template[] = [];
  for (const [key, words] of Object.entries(TEXTS) as [TextKey, string][]) {
    const names = [...words.matchAll(PLACE)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      if (!exact.has(words)) exact.set(words, key);
      continue;
    }
    // A template the server fills (fillMessage): its words around the values pick it out.
    const body = words
      .split(PLACE)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ pattern: new RegExp(`^${body}$`), names, key });
  }
  index = { exact, templates };
  return index;
}

/** Which text of the table `words` are (a filled template with its values), or null for any other words. */
export function textKeyOf(words: string): { key: TextKey; values: Record<string, string> } | null {
  const { exact, templates } = textIndex();
  const key = exact.get(words);
  if (key) return { key, values: {} };
  for (const { pattern, names, key: k } of templates) {
    const m = pattern.exec(words);
    if (m) return { key: k, values: Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) };
  }
  return null;
}
