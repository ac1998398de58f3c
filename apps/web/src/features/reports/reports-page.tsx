import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

export default function ReportsPage() {
  return (
    <>
      <PageHeader title={t('reportsTitle')} />
      <EmptyState title={t('reportsEmpty')} hint={t('reportsEmptyHint')} />
    </>
  );
}
