import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { ImageStore } from './image-store';
import { imagesRoutes } from './images.routes';
import { createImagesService } from './images.service';

export type { ImageStore } from './image-store';
export { localImageStore } from './image-store';
export { findOwnUpload } from './images.repository';
export type { ImagesService } from './images.service';
export { openImageStore } from './open-image-store';
export { startOrphanSweep } from './orphan-sweep';

/** Photos and the logo: signed uploads, processing and signed reads. */
export function imagesFeature(deps: Pick<Deps, 'db' | 'signer'>, store: ImageStore) {
  const images = createImagesService({ ...deps, store });
  return { images, register: (api: FastifyInstance) => api.register(imagesRoutes, { services: { images } }) };
}
