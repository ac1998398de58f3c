/** What a refused upload tells the person, before the image is even read. */
export const ImageMsg = {
  onlyImages: 'Only JPEG, PNG and WebP images can be uploaded.',
  tooLarge: 'An image can be at most 10 MB.',
} as const;
