import { Anchor, Button, Group, Image } from '@mantine/core';
import type { TThreadMessage } from '@svc/contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';
import { t } from '../../i18n';

/** A message's files: photos as thumbnails opening the photo, PDFs as downloads. */
export function MessageFiles({ message }: { message: TThreadMessage }) {
  if (!message.attachments.length) return null;
  return (
    <Group gap="xs" mt={4}>
      {message.attachments.map((a, i) =>
        a.kind === 'image' ? (
          <Anchor key={a.attachment_id} href={a.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={a.thumbnail_url}
              alt={t('attachedPhotoN', { n: i + 1 })}
              w={88}
              h={88}
              fit="cover"
              radius="sm"
            />
          </Anchor>
        ) : (
          <Button
            key={a.attachment_id}
            component="a"
            href={a.url}
            download={a.name ?? true}
            variant="default"
            size="xs"
            leftSection={<IconFileTypePdf size={16} />}
            styles={WRAPPING_BUTTON}
          >
            {a.name ?? t('attachedPdfN', { n: i + 1 })}
          </Button>
        ),
      )}
    </Group>
  );
}
