import { WarrantyMsg } from '@svc/contract';

/** Warranty known at intake (issue 29), English; the import's answers (WarrantyMsg) under their keys. */
export const enWarranty = {
  ...WarrantyMsg,
  menuSales: 'Sales records',
  salesTitle: 'Sales records',
  salesSubtitle:
    "The company's own sales by serial number: they tell customers and staff whether an item is in warranty.",
  salesImportTitle: 'Import a sales file',
  salesImportHint:
    'A CSV file from your books with the columns of the template, up to 50,000 lines and 5 MB. Importing a file again changes only what is different.',
  salesTemplate: 'Download the template',
  salesChooseFile: 'Choose a CSV file',
  salesChosen: 'Chosen: {name}',
  salesCsvOnly: 'Please choose a CSV file (save the spreadsheet as CSV)',
  salesImport: 'Import',
  salesRows: 'Lines read',
  salesAdded: 'New serial numbers',
  salesUpdated: 'Changed',
  salesUnchanged: 'Already known',
  salesRejected: 'Not imported',
  salesRejectedList: 'Lines not imported:',
  salesRejectedFirst: 'The first {shown} of {count} lines not imported:',
  salesRejectedLine: 'Line {line} ({serial}): {reason}',
  inWarrantyUntil: 'In warranty until {date}',
  warrantyEndedOn: 'Warranty ended on {date}',
  warrantyQuoteHint: 'In warranty: no service charge unless you say why in the remark.',
};
