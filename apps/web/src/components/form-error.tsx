import { Alert } from '@mantine/core';
import { onFields } from '../lib/use-save';

/** A failed save that is not about one field (network, server, permission): shown above the form. */
export function FormError({ error }: { error: Error | null }) {
  if (!error || onFields(error)) return null;
  return (
    <Alert color="red" role="alert" title={error.message}>
      {null}
    </Alert>
  );
}
