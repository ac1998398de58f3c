import { Alert, Button, Card, FileButton, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_SALES_FILE_BYTES, type TSalesImportReply } from '@svc/contract';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { localize, t } from '../../i18n';
import { importSalesRecords } from './api';
import { downloadText, SALES_TEMPLATE } from './sales-template';

/**
 * The admin's import of the company's sales (issue 29): a CSV from the books; its good lines are kept (one
 * per serial number, so importing again adds nothing twice), its bad lines listed with their reasons.
 */
export default function SalesImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) => importSalesRecords({ csv: await f.text() }),
  });
  const choose = (f: File | null) => {
    upload.reset();
    setProblem(null);
    setFile(f);
    if (f && f.size > MAX_SALES_FILE_BYTES) setProblem(t('salesFileTooLarge'));
    else if (f && !/\.csv$/i.test(f.name)) setProblem(t('salesCsvOnly'));
  };
  return (
    <>
      <PageHeader title={t('salesTitle')} subtitle={t('salesSubtitle')} />
      <Stack>
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('salesImportTitle')}
            </Title>
            <Text size="sm">{t('salesImportHint')}</Text>
            <Group>
              <Button
                variant="default"
                leftSection={<IconDownload size={18} />}
                onClick={() => downloadText('sales-records-template.csv', SALES_TEMPLATE)}
              >
                {t('salesTemplate')}
              </Button>
              <FileButton onChange={choose} accept=".csv,text/csv">
                {(props) => (
                  <Button variant="default" leftSection={<IconFileUpload size={18} />} {...props}>
                    {t('salesChooseFile')}
                  </Button>
                )}
              </FileButton>
            </Group>
            {file && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="sales-file">
                {t('salesChosen', { name: file.name })}
              </Text>
            )}
            {problem && (
              <Alert color="red" role="alert" title={problem}>
                {null}
              </Alert>
            )}
            {upload.error && (
              <Alert color="red" role="alert" title={upload.error.message}>
                {null}
              </Alert>
            )}
            <Group>
              <Button
                disabled={!file || !!problem}
                loading={upload.isPending}
                onClick={() => file && upload.mutate(file)}
              >
                {t('salesImport')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {upload.data && <ImportResult result={upload.data} />}
      </Stack>
    </>
  );
}

function ImportResult({ result }: { result: TSalesImportReply }) {
  const figures = [
    ['salesRows', result.rows],
    ['salesAdded', result.added],
    ['salesUpdated', result.updated],
    ['salesUnchanged', result.unchanged],
    ['salesRejected', result.rejected_count],
  ] as const;
  return (
    <Card withBorder radius="md" p="lg" data-testid="sales-result">
      <Stack gap="sm">
        <Title order={2} fz="h4" role="status">
          {result.message}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {figures.map(([key, n]) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {t(key)}
              </Text>
              <Text fw={700} fz="lg" data-testid={key}>
                {n}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {result.rejected.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {result.rejected_count > result.rejected.length
                ? t('salesRejectedFirst', { shown: result.rejected.length, count: result.rejected_count })
                : t('salesRejectedList')}
            </Text>
            <List size="sm" spacing={4} data-testid="sales-rejected">
              {result.rejected.map((r) => (
                <List.Item key={r.line} style={{ overflowWrap: 'anywhere' }}>
                  {t('salesRejectedLine', { line: r.line, serial: r.serial_number || '–', reason: localize(r.reason) })}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
