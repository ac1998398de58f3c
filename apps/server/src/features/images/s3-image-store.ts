import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ImageStore, Variant } from './image-store';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Images in any S3-compatible bucket. New uploads go from the browser straight to `incoming/<id>` through
 * an address that signs the content type and exact length; the server then takes the object, checks and
 * re-encodes it into `images/<id>/…`, and deletes the original.
 */
export function s3ImageStore(s: S3Settings): ImageStore & { client: S3Client } {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  });
  const key = (id: string, variant: Variant) => `images/${id}/${variant}.${variant === 'pdf' ? 'pdf' : 'jpg'}`;
  const incoming = (id: string) => `incoming/${id}`;
  const read = async (Key: string) => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  };
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key }));

  return {
    client,
    async put(id, variant, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key(id, variant),
          Body: data,
          ContentType: variant === 'pdf' ? 'application/pdf' : 'image/jpeg',
        }),
      );
    },
    get: (id, variant) => read(key(id, variant)),
    async remove(id) {
      await Promise.all([
        remove(key(id, 'full')),
        remove(key(id, 'thumb')),
        remove(key(id, 'pdf')),
        remove(incoming(id)),
      ]);
    },
    directUpload: {
      presign: (id, contentType, size, ttlSeconds) =>
        getSignedUrl(
          client,
          new PutObjectCommand({ Bucket: s.bucket, Key: incoming(id), ContentType: contentType, ContentLength: size }),
          { expiresIn: ttlSeconds },
        ),
      async take(id, maxBytes) {
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: incoming(id) }));
          if ((head.ContentLength ?? 0) > maxBytes) {
            await remove(incoming(id));
            return { data: null, tooLarge: true };
          }
        } catch {
          return { data: null, tooLarge: false };
        }
        const data = await read(incoming(id));
        await remove(incoming(id));
        return { data, tooLarge: false };
      },
    },
  };
}
