import { Msg, routes } from '@svc/contract';
import { api } from './api-client';
import { ApiError } from './api-error';

/**
 * Whether sending the same photo again can succeed: after a dropped connection, a server failure or a
 * rate limit, yes; a file the server refused (its type, size or content) or a check on the phone, never.
 */
export const canRetryUpload = (err: unknown) =>
  err instanceof ApiError && (err.kind === 'network' || err.kind === 'server' || err.status === 429);

/**
 * Uploads one photo (or, for a conversation's message, a photo or a PDF): a signed address from the API,
 * then the file straight to it (never inside JSON), with progress reported from 0 to 1. Answers the id the
 * request or message refers to.
 */
export async function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  purpose: 'photo' | 'message' = 'photo',
) {
  // The contract's own rule answers a wrong type or size before anything is sent.
  const { ZPresignRequest } = await import('./form-rules');
  const body = ZPresignRequest.safeParse({
    content_type: file.type,
    size: file.size,
    purpose,
    // A message's file keeps its name (a PDF is shown by it); a photo of an item needs none.
    ...(purpose === 'message' && file.name ? { file_name: file.name } : {}),
  });
  if (!body.success) throw new Error(body.error.issues[0]?.message ?? Msg.badRequest);
  const signed = await api(routes.presignUpload, body.data);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', signed.signedUrl);
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      if (xhr.status >= 500) return reject(new ApiError(Msg.somethingWentWrong, 'server', xhr.status));
      let message: string = Msg.somethingWentWrong;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {}
      reject(new ApiError(message, xhr.status === 400 ? 'bad-request' : 'refused', xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(Msg.serverNotReachable, 'network', 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
  // Straight-to-bucket uploads are processed now; for the API's own address this only confirms.
  await api(routes.completeUpload, { image_id: signed.image_id });
  onProgress(1);
  return signed.image_id;
}
