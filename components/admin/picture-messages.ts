/** The picture picker's fixed texts (components/admin/picture-picker.tsx), for its forms and tests. */
export const PICTURES_LEGEND = 'Pictures';
export const PICTURES_ADD = 'Add pictures';
export const PICTURES_DROP_HINT =
  'Drop pictures here, or choose them (on a phone: take a photo). JPEG, PNG, WebP, AVIF or HEIC, up to 15 MB each.';
export const PICTURE_ALT_LABEL = 'Describe the picture (alt text)';
export const PICTURE_ALT_HINT = 'What a shopper who cannot see it should know: "Indigo block-print kurta, front".';
export const PICTURE_ALT_REQUIRED = 'Describe this picture for shoppers who cannot see it.';
export const PICTURE_UPLOAD_FAILED = 'The upload failed. Please check your connection and try again.';
export const PICTURE_UPLOADING = 'Uploading';
export const PICTURE_DISMISS = 'Dismiss';

export function picturesCountHint(count: number, max: number): string {
  return `${count} of ${max} pictures.`;
}

export function picturesFullMessage(max: number): string {
  return `At most ${max} pictures: remove one to add another.`;
}

export const pictureActionLabels = {
  moveUp: (position: number) => `Move picture ${position} up`,
  moveDown: (position: number) => `Move picture ${position} down`,
  remove: (position: number) => `Remove picture ${position}`,
} as const;

export const pictureOutcomes = {
  uploaded: (name: string) => `${name} uploaded: describe it below.`,
  movedUp: (position: number) => `Picture moved up to place ${position}.`,
  movedDown: (position: number) => `Picture moved down to place ${position}.`,
  removed: (position: number) => `Picture ${position} removed.`,
} as const;
