export { localImageStore } from './image-store';
export { findOwnUpload } from './images.repository';
export type { ImagesService } from './images.service';
