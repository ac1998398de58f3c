import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconInbox size={30} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {hint && (
          <Text c="dimmed" ta="center" maw={420}>
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
