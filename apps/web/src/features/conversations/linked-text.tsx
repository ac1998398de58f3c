import { Anchor, Text } from '@mantine/core';

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

/** A message's words split into text and the http(s) addresses in them (punctuation after one stays text). */
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

/**
 * A message's text as text (React writes it, never as HTML), with its http(s) addresses made links that
 * open apart from the app and tell the other site nothing (decision 070).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((p, i) =>
        p.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Anchor key={i} href={p.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {p.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{p.text}</span>
        ),
      )}
    </Text>
  );
}
