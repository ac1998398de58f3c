import { SALES_COLUMNS } from '@svc/contract';

const heading = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The template the admin downloads: the columns the import reads (their first names), with one example sale. */
export const SALES_TEMPLATE = [
  SALES_COLUMNS.map((c) => heading(c.names[0])).join(','),
  'INV-2025-0412,14-06-2025,SN8842KX,Inspiron 15,Laptop,Dell,12',
].join('\r\n');

/** Offers a text as a file to save, without a round trip to the server (a BOM so spreadsheets read UTF-8). */
export function downloadText(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
