import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_ITEMS_PER_REQUEST } from '@svc/contract';
import { IconFileDownload, IconFileUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import { MAX_SHEET_BYTES, SHEET_HEADERS, type SheetProblem, type SheetRow } from './item-sheet';

type Master = { id: number; name: string };
const TEMPLATES = [
  { format: 'csv', label: 'sheetTemplateCsv' },
  { format: 'xlsx', label: 'sheetTemplateXlsx' },
] as const;

/** The words for a file that cannot be taken as items. */
function problemText(problem: SheetProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('sheetEmpty');
    case 'columns':
      return t('sheetColumns', { missing: problem.missing.map((c) => SHEET_HEADERS[c]).join(', ') });
    case 'tooMany':
      return t('sheetTooMany', { count: problem.count, max: MAX_ITEMS_PER_REQUEST });
    case 'tooLarge':
      return t('sheetTooLarge');
    case 'unreadable':
      return t('sheetUnreadable');
  }
}

/**
 * Many items at once: the templates to download and the upload of a filled one. The file is read in the
 * browser (nothing is sent until the request is raised); its rows go to the form through `onRows`, which
 * may still refuse them (too many with the items already there).
 */
export function ItemSheetUpload(props: {
  masters: { itemList: Master[]; brandList: Master[] };
  onRows: (rows: SheetRow[], fileName: string) => Promise<SheetProblem | null>;
  /** While the item and brand lists load: the buttons are there, not yet pressable. */
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  // The same file, corrected and chosen again, must be read again: the input forgets each choice.
  const resetRef = useRef<() => void>(null);
  const { masters } = props;

  const template = async (format: 'csv' | 'xlsx') => {
    const { saveTemplate } = await import('./item-sheet-file');
    await saveTemplate(format, {
      items: masters.itemList.map((i) => i.name),
      brands: masters.brandList.map((b) => b.name),
    });
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_SHEET_BYTES) return setProblem({ kind: 'tooLarge' });
    setBusy(true);
    try {
      const [{ formatOf, readCells }, { readItemTable }] = await Promise.all([
        import('./item-sheet-file'),
        import('./item-sheet-read'),
      ]);
      const format = formatOf(file);
      const cells = format ? await readCells(file, format).catch(() => null) : null;
      if (!cells) return setProblem({ kind: 'unreadable' });
      const labels = { item: t('item'), brand: t('brand'), model_number: t('modelNumber'), problem: t('problem') };
      const read = readItemTable(cells, masters, { ...labels, serial_number: t('serialNumber') });
      setProblem(read.ok ? await props.onRows(read.rows, file.name) : read.problem);
    } finally {
      setBusy(false);
      resetRef.current?.();
    }
  };

  return (
    <Stack gap="xs" mb="md">
      <Title order={3} fz="h5">
        {t('sheetTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sheetHint', { max: MAX_ITEMS_PER_REQUEST })}
      </Text>
      <Group gap="xs">
        {TEMPLATES.map(({ format, label }) => (
          <Button
            key={format}
            variant="default"
            size="xs"
            leftSection={<IconFileDownload size={16} />}
            disabled={props.disabled}
            onClick={() => template(format)}
          >
            {t(label)}
          </Button>
        ))}
        <FileButton
          resetRef={resetRef}
          disabled={props.disabled}
          onChange={upload}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(button) => (
            <Button
              {...button}
              variant="light"
              size="xs"
              loading={busy}
              disabled={props.disabled}
              leftSection={<IconFileUpload size={16} />}
            >
              {t('sheetUpload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Alert color="red" role="alert" data-testid="sheet-problem">
          {problemText(problem)}
        </Alert>
      )}
    </Stack>
  );
}
