import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

export default function ViewRequestPage() {
  return (
    <>
      <PageHeader title={t('viewRequestTitle')} />
      <EmptyState title={t('comingNext')} />
    </>
  );
}
