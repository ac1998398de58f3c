/** The item and brand lists an empty database starts with; admins edit them later. */
export const DEFAULT_ITEMS = [
  'Laptop',
  'Desktop',
  'Monitor',
  'Printer',
  'Mobile Phone',
  'Tablet',
  'Television',
  'UPS',
  'Router',
  'Projector',
  'Scanner',
  'Hard Disk',
];

/**
 * The GST service code (SAC) of repairs per default item; the rest are computers and peripherals (998713).
 * Admins change them per item.
 */
export const DEFAULT_ITEM_SAC: Readonly<Record<string, string>> = {
  'Mobile Phone': '998716',
  Router: '998716',
  Television: '998715',
};

export const DEFAULT_BRANDS = [
  'Acer',
  'Apple',
  'Asus',
  'Canon',
  'Dell',
  'Epson',
  'HP',
  'Lenovo',
  'LG',
  'Samsung',
  'Sony',
  'TP-Link',
];
