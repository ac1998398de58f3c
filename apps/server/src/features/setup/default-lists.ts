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
