import type { Settings } from '../../config/settings';
import { type ImageStore, localImageStore } from './image-store';

/** Local disk by default; any S3-compatible bucket when S3_BUCKET is set (the SDK is loaded only then). */
export async function openImageStore(settings: Settings): Promise<ImageStore> {
  if (!settings.S3_BUCKET) return localImageStore(settings.dataDir);
  const { s3ImageStore } = await import('./s3-image-store');
  return s3ImageStore({
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
  });
}
