import { Anchor, Button, Group, Image } from '@mantine/core';
import type { TThreadMessage } from '@svc/contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { t } from '../../i18n';

/**
 * A message's files: photos as thumbnails opening the photo, PDFs as downloads. Photos are numbered among
 * the photos and PDFs among the PDFs: a message of a PDF and one photo has "photo 1", whichever finished
 * uploading first.
 */
export function MessageFiles({ message }: { message: TThreadMessage }) {
  if (!message.attachments.length) return null;
  const nth = (i: number) =>
    message.attachments.slice(0, i + 1).filter((x) => x.kind === message.attachments[i]?.kind).length;
  return (
    <Group gap="xs" mt={4}>
      {message.attachments.map((a, i) =>
        a.kind === 'image' ? (
          <Anchor key={a.attachment_id} href={a.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={a.thumbnail_url}
              alt={t('attachedPhotoN', { n: nth(i) })}
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
          >
            {a.name ?? t('attachedPdfN', { n: nth(i) })}
          </Button>
        ),
      )}
    </Group>
  );
}
