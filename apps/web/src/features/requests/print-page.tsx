import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import {
  formatAmount,
  formatDateTime,
  formatMobile,
  isPlaceholderLetterhead,
  pages,
  REQ_CODE_PATTERN,
  requestLink,
  type TPrintReply,
} from '@svc/contract';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../i18n';
import { printQuery } from './api';
import { costNote } from './cost-note';
import classes from './print-page.module.css';

/** An A4 page for the request: letterhead, customer, request, items, a QR code, signature lines. */
export default function PrintPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const query = useQuery({ ...printQuery(code), enabled: REQ_CODE_PATTERN.test(code) });
  const [qr, setQr] = useState('');
  // The QR code is the request's password-free tracking link, so a phone can follow it without signing in.
  const trackingUrl = query.data?.tracking_url;
  useEffect(() => {
    if (!trackingUrl) return;
    QRCode.toDataURL(trackingUrl, { margin: 0, width: 256, errorCorrectionLevel: 'M' }).then(setQr, () => setQr(''));
  }, [trackingUrl]);

  if (query.isPending && REQ_CODE_PATTERN.test(code)) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!query.data) {
    return (
      <Center mih="60vh" p="md">
        <Alert color="red" role="alert" title={query.error?.message ?? t('requestNotFound')}>
          <Button component={Link} to={pages.requests} variant="white" mt="xs">
            {t('backToList')}
          </Button>
        </Alert>
      </Center>
    );
  }
  const { company_details: co, customer_details: cu, request_details: rq, request_item_details: items } = query.data;
  const col = {
    line: '#',
    item: t('item'),
    brand: t('brand'),
    model: t('modelNumber'),
    serial: t('serialNumber'),
    status: t('colStatus'),
    total: `${t('total')} (₹)`,
  };

  return (
    <div className={classes.screen}>
      {/*
        The paper is always light; the bar above it is the app's, on the skin's own background, so its
        subtle link keeps its contrast in both skins (in the dark skin its light text sat on light grey).
      */}
      <Group
        className="no-print"
        justify="space-between"
        p="md"
        bg="var(--mantine-color-body)"
        data-testid="print-toolbar"
      >
        <Button component={Link} to={requestLink(code)} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {t('backToList')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('printNow')}
        </Button>
      </Group>
      <article className={classes.page} data-testid="print-page">
        <header className={classes.letterhead}>
          {isPlaceholderLetterhead(co) ? (
            <div className={classes.placeholder} data-testid="letterhead-missing">
              <strong>{t('letterheadMissing')}</strong>
              <p>{t('letterheadMissingHint')}</p>
            </div>
          ) : (
            <Letterhead company={co} />
          )}
          {qr && (
            <figure className={classes.qrFigure}>
              <img
                className={classes.qr}
                src={qr}
                alt={t('printQrAlt', { code: rq.req_code })}
                data-testid="print-qr"
              />
              <figcaption>{t('printQrCaption')}</figcaption>
            </figure>
          )}
        </header>
        <h2 className={classes.title}>
          {t('printTitle')} {rq.req_code}
        </h2>
        <section className={classes.parties}>
          <div>
            <h3>{t('printCustomer')}</h3>
            <p>
              <strong>{cu.name}</strong> ({cu.code})
            </p>
            <p>{cu.address}</p>
            <p>
              {t('gstin')}: {cu.gstin || t('notGstRegistered')}
            </p>
            <p>
              {t('contactPersonShort')}: {cu.contact_person} · {formatMobile(cu.phone)} · {cu.email}
            </p>
          </div>
          <div>
            <h3>{t('printRequest')}</h3>
            <p>
              {t('requestCode')}: <strong>{rq.req_code}</strong>
            </p>
            <p>
              {t('raisedOn')}: {formatDateTime(rq.created_at)}
            </p>
            <p>
              {t('raisedBy')}: {rq.raised_by}
            </p>
            <p>
              {t('courierName')}: {rq.courier_name}
            </p>
            <p>
              {t('docketNumber')}: {rq.docket_number}
            </p>
            <p>
              {t('narration')}: {rq.narration}
            </p>
          </div>
        </section>
        <h3>{t('printItems')}</h3>
        {/*
          On a phone's screen (below 600 px) each item is a block of labelled lines, every column in view (each
          cell's label is its column's, `data-label`); a wider screen and paper keep the table. Should a line
          still not fit, the box scrolls: reachable by keyboard, named for screen readers.
        */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys */}
        <section className={classes.itemsBox} tabIndex={0} aria-label={t('printItems')}>
          <table className={classes.items}>
            <thead>
              <tr>
                <th>{col.line}</th>
                <th>{col.item}</th>
                <th>{col.brand}</th>
                <th>{col.model}</th>
                <th>{col.serial}</th>
                <th>{col.status}</th>
                <th className={classes.num}>{col.total}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => {
                const note = costNote(i, 'short');
                return (
                  <tr key={i.item_id}>
                    <td data-label={col.line}>{i.line_no}</td>
                    <td data-label={col.item}>
                      {i.item_name}
                      {i.problem && <div className={classes.problem}>{i.problem}</div>}
                    </td>
                    <td data-label={col.brand}>{i.brand_name}</td>
                    <td data-label={col.model}>{i.model_number}</td>
                    <td data-label={col.serial}>{i.serial_number}</td>
                    <td data-label={col.status}>{t(`status_${i.status}`)}</td>
                    <td data-label={col.total} className={classes.num}>
                      {/* Awaiting approval, its quote is what the customer signs off: the item card's figure. */}
                      {i.charges ? formatAmount(i.status === 'estimated' ? i.charges.total : i.cost) : '—'}
                      {note && <div className={classes.problem}>{t(note)}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={6}>{t('total')}</td>
                <td className={classes.num}>{formatAmount(rq.total)}</td>
              </tr>
              {/* Quoted and not yet approved: shown as such, never added to what is charged (decision 090). */}
              {rq.awaiting_approval_total > 0 && (
                <tr data-testid="print-awaiting-approval">
                  <td colSpan={6}>{t('quotedAwaitingApproval')}</td>
                  <td className={classes.num}>{formatAmount(rq.awaiting_approval_total)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </section>
        <footer className={classes.signatures}>
          <div>{t('printCustomerSignature')}</div>
          <div>{t('printReceivedBy')}</div>
        </footer>
        <p className={classes.generated}>{t('printGenerated', { time: formatDateTime(new Date().toISOString()) })}</p>
      </article>
    </div>
  );
}

/** The company's name, address, GSTIN, phone and e-mail; a detail not set is left out, never made up. */
function Letterhead({ company: co }: { company: TPrintReply['company_details'] }) {
  return (
    <div>
      <h1 className={classes.company}>{co.name}</h1>
      <p>{co.address}</p>
      <p>
        {[co.gstin && `${t('gstin')}: ${co.gstin}`, co.phone && `${t('phone')}: ${formatMobile(co.phone)}`, co.email]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
