import sharp from 'sharp';

/** A real JPEG to upload, as Playwright's setInputFiles takes it. */
export async function jpeg(name: string, color = '#c0392b', size = { width: 400, height: 300 }) {
  const buffer = await sharp({ create: { ...size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
