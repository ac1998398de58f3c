import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

export default function AddRequestPage() {
  return (
    <>
      <PageHeader title={t('addRequestTitle')} />
      <EmptyState title={t('comingNext')} />
    </>
  );
}
