// A request's limits, in a file without zod: a screen that shows or checks them carries no schema library.
/** A business sends dozens of units in one box; a spreadsheet of up to this many is one request (issue 29). */
export const MAX_ITEMS_PER_REQUEST = 500;
export const MAX_IMAGES_PER_ITEM = 10;
/** The long side of a stored photo in pixels: the server scales larger ones down, the phone does first. */
export const MAX_IMAGE_EDGE = 2560;
export const REQ_CODE_PATTERN = /^RR-\d{4}-\d{6,}$/;
/** A serial number as the form takes it: letters and digits first, then also - _ / . (at most 60). */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/;
export const SERIAL_NUMBER_MAX = 60;
/** Whether `text` is a serial number the add form would take (the same rule as ZSerialNumber). */
export const isSerialNumber = (text: string) => {
  const s = text.trim();
  return s.length > 0 && s.length <= SERIAL_NUMBER_MAX && SERIAL_NUMBER_PATTERN.test(s);
};
