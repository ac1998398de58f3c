import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDateTime, type TThreadMessage } from '@svc/contract';
import { localize, t } from '../../i18n';
import { LinkedText } from './linked-text';
import { MessageFiles } from './message-files';

/** One message of a conversation: who wrote it and when, its item, text and files, and whether it was read. */
export function MessageBubble({ message, mine }: { message: TThreadMessage; mine: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
      ml={mine ? 'auto' : 0}
      mr={mine ? 0 : 'auto'}
      maw="min(100%, 36rem)"
      w="fit-content"
      miw="60%"
      data-testid="thread-message"
      data-side={message.side}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {/* The server names the centre's staff "Service centre" to a customer: said in the reader's language. */}
          {mine ? t('messageYou') : message.side === 'staff' ? localize(message.author) : message.author}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.at)}
        </Text>
      </Group>
      {message.item_label && (
        <Badge variant="light" size="sm" mt={4} style={{ textTransform: 'none' }}>
          {t('messageAbout', { item: message.item_label })}
        </Badge>
      )}
      {message.body && <LinkedText text={message.body} />}
      <MessageFiles message={message} />
      <Group gap="xs" mt={4}>
        {message.channel === 'whatsapp' && (
          <Text size="xs" c="dimmed">
            {t('messageByWhatsapp')}
          </Text>
        )}
        {mine ? (
          <Text size="xs" c="dimmed" data-testid="read-state">
            {message.read_at ? t('messageRead', { at: formatDateTime(message.read_at) }) : t('messageNotRead')}
          </Text>
        ) : (
          !message.read_at && (
            <Badge color="blue.9" size="sm" data-testid="unread-badge">
              {t('messageNew')}
            </Badge>
          )
        )}
      </Group>
    </Paper>
  );
}
