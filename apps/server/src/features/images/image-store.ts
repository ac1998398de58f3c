import fs from 'node:fs/promises';
import path from 'node:path';

/** A photo's two sizes, or a conversation's PDF kept as it came (issue 30). */
export type Variant = 'full' | 'thumb' | 'pdf';

/** Where processed images live. Local disk under DATA_DIR/images by default. */
export interface ImageStore {
  put(id: string, variant: Variant, data: Buffer): Promise<void>;
  get(id: string, variant: Variant): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
  /** Present when the browser uploads straight to the store (S3); absent for the API's own address. */
  directUpload?: {
    presign(id: string, contentType: string, size: number, ttlSeconds: number): Promise<string>;
    /** Takes (reads and deletes) an uploaded original. */
    take(id: string, maxBytes: number): Promise<{ data: Buffer | null; tooLarge: boolean }>;
  };
}

const ID = /^[0-9a-f-]{36}$/;

export function localImageStore(dataDir: string): ImageStore {
  const dir = path.join(dataDir, 'images');
  const file = (id: string, variant: Variant) => {
    if (!ID.test(id)) throw new Error('bad image id');
    return path.join(dir, id.slice(0, 2), `${id}.${variant}.${variant === 'pdf' ? 'pdf' : 'jpg'}`);
  };
  return {
    async put(id, variant, data) {
      const target = file(id, variant);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target);
    },
    async get(id, variant) {
      try {
        return await fs.readFile(file(id, variant));
      } catch {
        return null;
      }
    },
    async remove(id) {
      await Promise.all((['full', 'thumb', 'pdf'] as const).map((v) => fs.rm(file(id, v), { force: true })));
    },
  };
}
