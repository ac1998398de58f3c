// Free of zod: the tracking page's small script reads it as the account's screens do.

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The web address a piece of text names, when it is a plain http(s) one; anything else stays text. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's words split into text and the http(s) addresses in them (punctuation after one stays text;
 * `javascript:`, `data:` and every other scheme stay text): what a screen makes links of (decision 070).
 */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const raw = m[0].replace(TRAILING, '');
    const start = m.index ?? 0;
    const href = safeHref(raw);
    if (!href) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: raw, href });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** What a link in a message carries: it opens apart from the page and tells the other site nothing. */
export const MESSAGE_LINK_REL = 'noopener noreferrer nofollow';
