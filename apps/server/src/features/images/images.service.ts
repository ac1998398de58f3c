import { AppMsg, AttachmentMsg, Code, endpoints, PDF_TYPE, ServerMsg, StatusFlag, urlOf } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { ImageStore, Variant } from './image-store';
import * as images from './images.repository';
import { ImageRefused, processImage } from './process-image';

const UPLOAD_TTL_S = 5 * 60;
const VIEW_TTL_S = 15 * 60;
const MAX_SIGNED_PER_HOUR = 200;

export const uploadRefused = () =>
  new AppError(Code.unauthorized, 'This upload address has expired or is not valid. Please add the photo again.');

/** A PDF starts with its header and ends with its end-of-file mark (within the last kilobyte). */
function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).includes('%%EOF');
}

export function createImagesService(deps: Pick<Deps, 'db' | 'signer'> & { store: ImageStore }) {
  const { db, signer, store } = deps;

  /**
   * A signed PUT address for one new image: one id, one content type, a size limit, five minutes. The file's
   * name is kept when given (a message's PDF is shown by it).
   */
  async function presign(caller: Caller, contentType: string, size: number, fileName?: string) {
    const expiresAt = new Date(Date.now() + UPLOAD_TTL_S * 1000);
    const id = await images.createCountedImage(
      db,
      { ownerId: caller.userId, contentType, maxBytes: size, expiresAt, fileName: fileName ?? null },
      MAX_SIGNED_PER_HOUR,
    );
    if (!id) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    const { exp, sig } = signer.sign(['PUT', id, contentType, size], UPLOAD_TTL_S);
    const signedUrl = store.directUpload
      ? await store.directUpload.presign(id, contentType, size, UPLOAD_TTL_S)
      : `${urlOf(endpoints.uploadFile, { id })}?exp=${exp}&sig=${sig}`;
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      signedUrl,
      image_id: id,
      expires_at: expiresAt.toISOString(),
    };
  }

  /**
   * The open upload a signed address is for, else a refusal: what lets a PUT in. Checked before its body is
   * read (decision 088), and again with the body.
   */
  async function admitUpload(id: string, exp: number, sig: string) {
    const row = await images.findOpenUpload(db, id);
    const signedOk = row && signer.verify(['PUT', id, row.contentType, row.maxBytes], exp, sig);
    if (!row || !signedOk) throw uploadRefused();
    return row;
  }

  /** Receives the bytes sent to a signed address; refuses anything not exactly as signed, keeping nothing. */
  async function receive(id: string, exp: number, sig: string, contentType: string, data: Buffer) {
    const row = await admitUpload(id, exp, sig);
    if (contentType !== row.contentType)
      throw new AppError(Code.badRequest, 'The file type does not match the upload address.');
    if (data.length > row.maxBytes) throw new AppError(Code.badRequest, 'The file is larger than announced.');
    return finish(id, row.contentType, data);
  }

  /** Checks, re-encodes and stores an uploaded original; a refused one leaves nothing behind. */
  async function finish(id: string, contentType: string, data: Buffer) {
    if (contentType === PDF_TYPE) return finishPdf(id, data);
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(data, contentType);
    } catch (err) {
      await images.deleteImage(db, id);
      if (err instanceof ImageRefused) throw new AppError(Code.badRequest, err.message);
      throw err;
    }
    await store.put(id, 'full', processed.full);
    await store.put(id, 'thumb', processed.thumb);
    const done = await images.markReady(db, id, {
      width: processed.width,
      height: processed.height,
      bytes: processed.full.length,
    });
    if (!done) throw new AppError(Code.badRequest, 'This upload address has already been used.');
    return {
      statusFlag: StatusFlag.ok,
      message: 'Uploaded',
      image_id: id,
      width: processed.width,
      height: processed.height,
    };
  }

  /** A conversation's PDF is kept as it came, once its bytes say it is one (issue 30). */
  async function finishPdf(id: string, data: Buffer) {
    if (!isPdf(data)) {
      await images.deleteImage(db, id);
      throw new AppError(Code.badRequest, AttachmentMsg.notPdf);
    }
    await store.put(id, 'pdf', data);
    if (!(await images.markReady(db, id, { width: 0, height: 0, bytes: data.length }))) {
      throw new AppError(Code.badRequest, 'This upload address has already been used.');
    }
    return { statusFlag: StatusFlag.ok, message: 'Uploaded', image_id: id, width: 0, height: 0 };
  }

  /**
   * Confirms an upload after the browser sent it. For uploads straight to S3 this is where the server
   * takes the original and processes it; for the API's own address the PUT already did, so it only checks.
   */
  async function complete(caller: Caller, id: string) {
    const row = await images.findOwnUpload(db, id, caller.userId);
    if (!row) throw new AppError(Code.notFound, AppMsg.notFound);
    if (row.state === 'ready') {
      return {
        statusFlag: StatusFlag.ok,
        message: 'Uploaded',
        image_id: id,
        width: row.width ?? 0,
        height: row.height ?? 0,
      };
    }
    const notArrived = new AppError(Code.badRequest, ServerMsg.photoNotArrived);
    if (!store.directUpload || row.expiresAt.getTime() < Date.now() - 60_000) throw notArrived;
    const taken = await store.directUpload.take(id, row.maxBytes);
    if (taken.tooLarge) {
      await images.deleteImage(db, id);
      throw new AppError(Code.badRequest, 'The file is larger than announced.');
    }
    if (!taken.data) throw notArrived;
    return finish(id, row.contentType, taken.data);
  }

  /** A short-lived address to read an image; only handed out by calls that checked the caller's access. */
  function viewUrl(id: string, variant: Variant): string {
    const { exp, sig } = signer.sign(['GET', id, variant], VIEW_TTL_S);
    return `${urlOf(endpoints.readFile, { id, variant })}?exp=${exp}&sig=${sig}`;
  }

  async function read(id: string, variant: Variant, exp: number, sig: string): Promise<Buffer> {
    if (!signer.verify(['GET', id, variant], exp, sig)) throw new AppError(Code.notFound, AppMsg.notFound);
    const data = await store.get(id, variant);
    if (!data) throw new AppError(Code.notFound, AppMsg.notFound);
    return data;
  }

  /**
   * Keeps a file that reached the server another way (a photo a customer sent by WhatsApp, decision 073) as
   * an upload of `ownerId`'s: checked and re-encoded as every photo; refused with nothing kept otherwise.
   */
  async function keep(ownerId: string, contentType: string, data: Buffer): Promise<string> {
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(contentType) || data.length > 10 * 1024 * 1024) {
      throw new AppError(Code.badRequest, 'Only JPEG, PNG and WebP images can be uploaded.');
    }
    const expiresAt = new Date(Date.now() + UPLOAD_TTL_S * 1000);
    const id = await images.createSignedImage(db, { ownerId, contentType, maxBytes: data.length, expiresAt });
    await finish(id, contentType, data);
    return id;
  }

  /** The name a message's PDF is downloaded under: the one it was uploaded with, else a plain one. */
  async function downloadName(id: string): Promise<string> {
    return (await images.fileNameOf(db, id)) ?? 'attachment.pdf';
  }

  return { presign, admitUpload, receive, complete, viewUrl, read, keep, downloadName };
}
export type ImagesService = ReturnType<typeof createImagesService>;
