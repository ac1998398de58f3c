import { ActionIcon, Box, Button, Center, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoOff, IconPhotoPlus, IconRefresh, IconX } from '@tabler/icons-react';
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
  const failed = props.photos.filter((p) => p.status === 'error');
  const sending = props.photos.filter((p) => p.status !== 'error');
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
        <Text key={p} size="sm" c="var(--mantine-color-error)" role="alert" style={{ overflowWrap: 'anywhere' }}>
          {p}
        </Text>
      ))}
      {failed.map((p) => (
        <FailedPhoto key={p.key} photo={p} onRemove={props.onRemove} onRetry={props.onRetry} />
      ))}
      {sending.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="xs">
          {sending.map((p) => (
            <Box key={p.key} pos="relative" data-testid="photo-preview">
              <Preview photo={p} />
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
              {p.status === 'uploading' && (
                <Progress
                  value={Math.round(p.progress * 100)}
                  size="sm"
                  mt={4}
                  aria-label={t('uploading', { name: p.name })}
                  animated
                />
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A photo's preview; a file the browser cannot show (not really an image) shows its name instead. */
function Preview({ photo }: { photo: Photo }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <Center
        h={96}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        px={4}
      >
        <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
          {photo.name}
        </Text>
      </Center>
    );
  }
  return <Image src={photo.preview} alt={photo.name} h={96} radius="sm" fit="cover" onError={() => setBroken(true)} />;
}

/**
 * A photo that did not upload, across the whole width so its reason reads in full on a phone: no preview
 * (it may not be an image at all), Remove, and Try again only where sending it again can help.
 */
function FailedPhoto(props: { photo: Photo; onRemove: (key: string) => void; onRetry: (key: string) => void }) {
  const p = props.photo;
  return (
    <Paper withBorder radius="md" p="xs" data-field-error tabIndex={-1} data-testid="photo-failed">
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <IconPhotoOff size={20} color="var(--mantine-color-error)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={500}>
            {p.name}
          </Text>
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {t('uploadFailed', { message: p.error ?? '' })}
          </Text>
        </Stack>
        {p.retryable && (
          <ActionIcon variant="subtle" aria-label={t('retryUpload')} onClick={() => props.onRetry(p.key)}>
            <IconRefresh size={16} />
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('removePhoto', { name: p.name })}
          onClick={() => props.onRemove(p.key)}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
