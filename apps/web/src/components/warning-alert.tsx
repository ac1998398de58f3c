import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The page's text colour: yellow letters (or the link colour in the dark skin) on the box's yellow are too faint. */
const TEXT = 'var(--mantine-color-text)';

/**
 * Something a person should know before going on, that stops nothing: a yellow box with what to do, and
 * where to do it (a link, underlined, in the text's colour: axe's contrast rule in both skins).
 */
export function WarningAlert(props: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
  testId?: string;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={props.title}
      styles={{ title: { color: TEXT } }}
      data-testid={props.testId}
    >
      {props.children}
      {props.link && (
        <Anchor
          component={Link}
          to={props.link.to}
          size="sm"
          fw={600}
          c={TEXT}
          underline="always"
          mt={4}
          display="inline-block"
        >
          {props.link.label}
        </Anchor>
      )}
    </Alert>
  );
}
