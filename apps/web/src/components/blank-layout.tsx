import { Anchor, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { pages } from '@svc/contract';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { LanguageToggle } from './language-toggle';
import { SkinToggle } from './skin-toggle';

/** The blank layout of the public screens: no menu, one centred card. */
export function BlankLayout({
  title,
  subtitle,
  children,
  footer,
  width = 440,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="space-between" p="md">
        <Anchor href={pages.home} underline="never" c="inherit" aria-label={t('appName')}>
          <Group gap="xs">
            <ThemeIcon size="lg" radius="md" aria-hidden>
              <LogoMark />
            </ThemeIcon>
            <Text fw={700}>{t('appName')}</Text>
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageToggle />
          <SkinToggle />
        </Group>
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={width} gap="md">
          <main>
            <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
              <Stack gap={4} mb="lg">
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Paper>
          </main>
          {footer && (
            <Text ta="center" size="sm">
              {footer}
            </Text>
          )}
        </Stack>
      </Center>
    </Box>
  );
}

export function LogoMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M9 21l7-11 7 11z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="19" r="1.8" fill="currentColor" />
    </svg>
  );
}
