import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../i18n';

/**
 * A failed load, in place: what happened and a way to try again. A failure is rarely one panel's (the
 * network or the server was away), so Try again also reloads every other panel of the screen that failed;
 * a fetch already under way is left to finish.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const retry = () => {
    onRetry();
    void queryClient.refetchQueries(
      { type: 'active', predicate: (q) => q.state.status === 'error' },
      { cancelRefetch: false },
    );
  };
  return (
    <Alert color="red" role="alert" title={error.message}>
      <Button size="xs" variant="white" color="red" onClick={retry} mt="xs">
        {t('retry')}
      </Button>
    </Alert>
  );
}
