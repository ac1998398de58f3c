import { Anchor, Center, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatRupees } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { t } from '../../i18n';
import { invoiceQuery } from './api';

/** The amount due as a UPI QR code (and, on a phone, a link that opens the UPI app with it filled in). */
export function UpiPayModal({ invoiceNo, onClose }: { invoiceNo: string; onClose: () => void }) {
  const query = useQuery(invoiceQuery(invoiceNo));
  const link = query.data?.invoice.upi_link ?? null;
  const [qr, setQr] = useState('');
  useEffect(() => {
    if (link) QRCode.toDataURL(link, { margin: 1, width: 256, errorCorrectionLevel: 'M' }).then(setQr, () => setQr(''));
  }, [link]);
  const invoice = query.data?.invoice;
  return (
    <Modal opened onClose={onClose} title={t('payByUpiTitle', { number: invoiceNo })}>
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.isPending && (
        <Center py="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {invoice && !link && <Text>{t('nothingDue')}</Text>}
      {invoice && link && (
        <Stack align="center" gap="xs">
          {qr && <Image src={qr} w={220} h={220} alt={t('upiQrAlt', { amount: formatRupees(invoice.due) })} />}
          <Text fw={600}>{formatRupees(invoice.due)}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('payByUpiHint')}
          </Text>
          <Anchor href={link} size="sm">
            {t('openUpiApp')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
