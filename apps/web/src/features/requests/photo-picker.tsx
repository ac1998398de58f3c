import { ActionIcon, Box, Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconRefresh, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import type { Photo } from './use-photo-uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Drop area with buttons for files and the phone's camera; previews with a progress bar each. */
export function PhotoPicker(props: {
  label: string;
  photos: Photo[];
  onFiles: (files: File[]) => string[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const take = (list: FileList | null) => {
    if (list?.length) setProblems(props.onFiles(Array.from(list)));
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-brand-light)' : undefined }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files);
        }}
        data-testid="photo-drop"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Text fw={500} size="sm">
              {props.label}
            </Text>
            <Text size="xs" c="dimmed">
              {t('dropPhotos')} · {t('photosHint')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPhotoPlus size={16} />}
              onClick={() => files.current?.click()}
            >
              {t('choosePhotos')}
            </Button>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCamera size={16} />}
              onClick={() => camera.current?.click()}
              hiddenFrom="sm"
            >
              {t('takePhoto')}
            </Button>
          </Group>
        </Group>
        <input
          ref={files}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={`${props.label}: ${t('choosePhotos')}`}
          onChange={(e) => {
            take(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          accept={ACCEPT}
          capture="environment"
          hidden
          aria-label={`${props.label}: ${t('takePhoto')}`}
          onChange={(e) => {
            take(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </Paper>
      {problems.map((p) => (
        <Text key={p} size="sm" c="red" role="alert">
          {p}
        </Text>
      ))}
      {props.photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="xs">
          {props.photos.map((p) => (
            <Box key={p.key} pos="relative" data-testid="photo-preview">
              <Image src={p.preview} alt={p.name} h={96} radius="sm" fit="cover" />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                color="dark"
                variant="filled"
                aria-label={t('removePhoto', { name: p.name })}
                onClick={() => props.onRemove(p.key)}
              >
                <IconX size={14} />
              </ActionIcon>
              {p.status !== 'done' && (
                <Progress
                  value={Math.round(p.progress * 100)}
                  color={p.status === 'error' ? 'red' : undefined}
                  size="sm"
                  mt={4}
                  aria-label={t('uploading', { name: p.name })}
                  animated={p.status === 'uploading'}
                />
              )}
              {p.status === 'error' && (
                <Group gap={4} mt={2} wrap="nowrap">
                  <Text size="xs" c="red" role="alert" lineClamp={2}>
                    {t('uploadFailed', { message: p.error ?? '' })}
                  </Text>
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    aria-label={t('retryUpload')}
                    onClick={() => props.onRetry(p.key)}
                  >
                    <IconRefresh size={12} />
                  </ActionIcon>
                </Group>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
