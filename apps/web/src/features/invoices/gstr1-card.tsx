import { Button, Card, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GSTR1_SHEETS, type TGstr1Sheet } from '@svc/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';
import { downloadGstr1 } from './api';
import { MonthSelect, thisMonth } from './month-select';

/** Staff: the month's GSTR-1 sheets as CSV, for the GST portal's offline tool. */
export function Gstr1Card() {
  const [month, setMonth] = useState(thisMonth());
  const [busy, setBusy] = useState<TGstr1Sheet | null>(null);
  const save = async (sheet: TGstr1Sheet) => {
    setBusy(sheet);
    try {
      await downloadGstr1(month, sheet);
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder radius="lg" p="lg" className="no-print" data-testid="gstr1-card">
      <Title order={2} fz="h4" mb={4}>
        {t('gstr1Title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('gstr1Hint')}
      </Text>
      <MonthSelect label={t('gstr1Month')} value={month} onChange={setMonth} />
      <Group gap="xs" mt="sm" wrap="wrap">
        {GSTR1_SHEETS.map((sheet) => (
          <Button
            key={sheet}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={busy === sheet}
            onClick={() => save(sheet)}
          >
            {t(`gstr1_${sheet}`)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
