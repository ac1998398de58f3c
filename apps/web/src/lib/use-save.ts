import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { issuesToErrors } from './zod-form';

/**
 * Saves a form: the server's field messages go onto the fields, anything else shows above the
 * form (the caller renders `error`), and on success the lists under `invalidate` are read again.
 */
export function useSave<TBody, TValues, TReply extends { message: string }>(opts: {
  save: (body: TBody) => Promise<TReply>;
  form: UseFormReturnType<TValues>;
  invalidate: readonly unknown[];
  /** After a save, with its reply. */
  onDone: (reply: TReply) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: opts.save,
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message });
      opts.onDone(reply);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) opts.form.setErrors(issuesToErrors(err.issues));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: opts.invalidate }),
  });
}

/** Whether an error is shown on the fields already (so the form need not repeat it above). */
export const onFields = (err: Error | null) => err instanceof ApiError && err.issues.length > 0;
