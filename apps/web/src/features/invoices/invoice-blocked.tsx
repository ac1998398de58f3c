import { Text } from '@mantine/core';
import { pages, type TInvoiceNeed } from '@svc/contract';
import { WarningAlert } from '../../components/warning-alert';
import { t, useLanguage } from '../../i18n';
import { useSession } from '../../lib/session-store';

/** Where the notice stands: each says what happened and what comes next. */
type Where = 'request' | 'dispatch' | 'list' | 'issue';
const TITLE = {
  request: 'invoiceNotIssued',
  dispatch: 'dispatchWithoutInvoice',
  list: 'invoicesBlocked',
  issue: 'invoiceCannotBeIssued',
} as const;
const NEXT = {
  request: 'notIssuedNext',
  dispatch: 'dispatchWithoutInvoiceNext',
  list: 'invoicesBlockedNext',
  issue: 'notIssuedNext',
} as const;

/**
 * Why no invoice can be issued now (the company's details it lacks) and what to do: an admin completes
 * Company settings (linked), staff ask an admin; then the invoice is issued from the request or the list.
 */
export function InvoiceBlocked({ blocked, where }: { blocked: readonly TInvoiceNeed[]; where: Where }) {
  const language = useLanguage();
  const admin = useSession()?.role === 'admin';
  const details = new Intl.ListFormat(language, { type: 'conjunction' }).format(blocked.map((n) => t(`need_${n}`)));
  return (
    <WarningAlert
      title={t(TITLE[where])}
      testId="invoice-blocked"
      link={admin ? { to: pages.adminCompany, label: t('openCompanySettings') } : undefined}
    >
      <Text size="sm">{t('invoiceMissing', { details })}</Text>
      <Text size="sm" mt={4}>
        {admin ? t('invoiceTodoAdmin') : t('invoiceTodoStaff')} {t(NEXT[where])}
      </Text>
    </WarningAlert>
  );
}
