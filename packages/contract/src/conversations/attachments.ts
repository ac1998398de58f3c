/** What a conversation's attachment upload says when refused (issue 30, decision 070). */
export const AttachmentMsg = {
  onlyImagesOrPdf: 'Only JPEG, PNG and WebP images or PDF documents can be attached',
  fileTooLarge: 'A file can be at most 10 MB',
  notPdf: 'This file is not a PDF document.',
} as const;

/** What a message may carry besides photos. */
export const PDF_TYPE = 'application/pdf';
/** The photo types every upload takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest upload, photo or PDF. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
