export type { ImageStore } from './image-store';
export { localImageStore } from './image-store';
export { findOwnUpload } from './images.repository';
export type { ImagesService } from './images.service';
export { openImageStore } from './open-image-store';
export { startOrphanSweep } from './orphan-sweep';
