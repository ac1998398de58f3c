/** Many items from a spreadsheet on the Add Request screen (issue 29), English. */
export const enItemSheet = {
  sheetTitle: 'Many items? Upload a spreadsheet',
  sheetHint:
    'One item a row under the header Item, Brand, Model Number, Serial Number, Problem; up to {max} items. Item and brand are names from the company’s lists (the Excel template lists them on its second sheet).',
  sheetTemplateCsv: 'Template (CSV)',
  sheetTemplateXlsx: 'Template (Excel)',
  sheetUpload: 'Upload spreadsheet',
  sheetRead:
    '{count, plural, one {# item} other {# items}} read from {file}. Check them, then fill in the courier details.',
  sheetReadWithErrors:
    '{count, plural, one {# item} other {# items}} read from {file}; {bad, plural, one {# needs} other {# need}} correcting: the messages are on the items below. Nothing is saved until you raise the request.',
  // Each upload replaces what the one before read (issue 39): said, so no row seems lost.
  sheetReplaced: 'They replace the {count, plural, one {# item} other {# items}} read from {file}.',
  sheetUnknownItem: '“{name}” is not in the item list. Please select Item',
  sheetUnknownBrand: '“{name}” is not in the brand list. Please select Brand',
  sheetEmpty: 'The file holds no items. Fill in one row for each item under the header, then upload it again.',
  sheetColumns:
    'The file has no column {missing}. Use the template’s header: Item, Brand, Model Number, Serial Number, Problem.',
  sheetTooMany:
    'The request would hold {count} items; it can hold at most {max}. Please split the file and send the rest in another request.',
  sheetTooLarge: 'This file is larger than 5 MB, too large for a list of items.',
  sheetUnreadable: 'This file could not be read. Please upload a CSV or Excel (.xlsx) file.',
  sheetShowingBad: 'Showing the {bad, plural, one {# item} other {# items}} to correct, of {count}.',
  sheetShowAll: 'Show all {count} items',
} as const;
