import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';

export default function RequestListPage() {
  return (
    <>
      <PageHeader
        title={t('requestsTitle')}
        actions={
          <Button component={Link} to="/requestrepair/add" leftSection={<IconPlus size={16} />}>
            {t('newRequest')}
          </Button>
        }
      />
      <EmptyState title={t('requestsEmpty')} hint={t('requestsEmptyHint')} />
    </>
  );
}
