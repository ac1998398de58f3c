export { type ImageStore, localImageStore } from './image-store';
export { findOwnUpload } from './images.repository';
export { createImagesService, type ImagesService } from './images.service';
