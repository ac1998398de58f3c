import { Alert, Button } from '@mantine/core';
import { t } from '../i18n';

/** A failed load, in place: what happened and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={error.message}>
      <Button size="xs" variant="white" color="red" onClick={onRetry} mt="xs">
        {t('retry')}
      </Button>
    </Alert>
  );
}
