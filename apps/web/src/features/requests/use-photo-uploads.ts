import { MAX_IMAGES_PER_ITEM } from '@svc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { shrinkPhoto } from '../../lib/shrink-photo';
import { canRetryUpload, uploadPhoto } from '../../lib/upload-photo';
import { uuid } from '../../lib/uuid';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;
/** A camera's photo may be larger than the upload limit: it is scaled down on the phone first. */
const MAX_CHOSEN_BYTES = 40 * 1024 * 1024;

export interface Photo {
  key: string;
  name: string;
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  imageId?: string;
  error?: string;
  /** Whether Retry can help (a dropped connection), not for a file the server refused. */
  retryable?: boolean;
}

/** Photos of every item row, each uploading on its own as soon as it is chosen. */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<Record<string, Photo[]>>({});
  const files = useRef(new Map<string, { file: File; controller: AbortController }>());

  const patch = useCallback((itemKey: string, key: string, change: Partial<Photo>) => {
    setPhotos((all) => ({
      ...all,
      [itemKey]: (all[itemKey] ?? []).map((p) => (p.key === key ? { ...p, ...change } : p)),
    }));
  }, []);

  const start = useCallback(
    (itemKey: string, key: string, file: File) => {
      const controller = new AbortController();
      files.current.set(key, { file, controller });
      patch(itemKey, key, { status: 'uploading', progress: 0, error: undefined });
      shrinkPhoto(file)
        .then((small) => {
          if (small.size > MAX_BYTES) throw new Error(t('photoTooLarge', { name: file.name }));
          return uploadPhoto(small, (progress) => patch(itemKey, key, { progress }), controller.signal);
        })
        .then((imageId) => patch(itemKey, key, { status: 'done', imageId, progress: 1 }))
        .catch((err: Error) => {
          if (err.name !== 'AbortError')
            patch(itemKey, key, { status: 'error', error: err.message, retryable: canRetryUpload(err) });
        });
    },
    [patch],
  );

  /** Adds chosen files; answers the reasons any were turned away. */
  const add = useCallback(
    (itemKey: string, chosen: File[], current: number): string[] => {
      const problems: string[] = [];
      const accepted: Photo[] = [];
      for (const file of chosen) {
        if (!TYPES.includes(file.type)) problems.push(t('photoWrongType', { name: file.name }));
        else if (file.size > MAX_CHOSEN_BYTES) problems.push(t('photoTooLarge', { name: file.name }));
        else if (current + accepted.length >= MAX_IMAGES_PER_ITEM) {
          problems.push(t('tooManyPhotos'));
          break;
        } else {
          const key = uuid();
          accepted.push({ key, name: file.name, preview: URL.createObjectURL(file), progress: 0, status: 'uploading' });
          files.current.set(key, { file, controller: new AbortController() });
        }
      }
      setPhotos((all) => ({ ...all, [itemKey]: [...(all[itemKey] ?? []), ...accepted] }));
      for (const p of accepted) start(itemKey, p.key, files.current.get(p.key)?.file as File);
      return problems;
    },
    [start],
  );

  const remove = useCallback((itemKey: string, key: string) => {
    files.current.get(key)?.controller.abort();
    files.current.delete(key);
    setPhotos((all) => {
      const gone = (all[itemKey] ?? []).find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return { ...all, [itemKey]: (all[itemKey] ?? []).filter((p) => p.key !== key) };
    });
  }, []);

  const retry = useCallback(
    (itemKey: string, key: string) => {
      const f = files.current.get(key);
      if (f) start(itemKey, key, f.file);
    },
    [start],
  );

  const dropItem = useCallback((itemKey: string) => {
    setPhotos((all) => {
      for (const p of all[itemKey] ?? []) {
        files.current.get(p.key)?.controller.abort();
        URL.revokeObjectURL(p.preview);
      }
      const { [itemKey]: _gone, ...rest } = all;
      return rest;
    });
  }, []);

  useEffect(
    () => () => {
      for (const f of files.current.values()) f.controller.abort();
    },
    [],
  );

  const list = Object.values(photos).flat();
  return {
    photos,
    add,
    remove,
    retry,
    dropItem,
    uploading: list.some((p) => p.status === 'uploading'),
    failed: list.some((p) => p.status === 'error'),
    /** Some failed photo may go with Try again; else each must be removed. */
    retryable: list.some((p) => p.status === 'error' && p.retryable),
  };
}
