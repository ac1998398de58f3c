import { Anchor, Text } from '@mantine/core';
import { MESSAGE_LINK_REL, splitLinks } from '@svc/contract';

/**
 * A message's text as text (React writes it, never as HTML), with its http(s) addresses made links that
 * open apart from the app and tell the other site nothing (decision 070).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((p, i) =>
        p.href ? (
          // The text's own colour, underlined: readable on either side's bubble in both skins, and told apart
          // from the words around it without colour (axe's color-contrast and link-in-text-block).
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Anchor key={i} href={p.href} target="_blank" rel={MESSAGE_LINK_REL} inherit c="inherit" underline="always">
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
