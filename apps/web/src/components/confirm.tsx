import { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Confirmation dialogs (`openConfirm`) without the dialog's code in any screen's first view: Mantine's
 * `ModalsProvider` (the dialog, focus trap, scroll lock, about 30 kB gzip) is loaded by `DialogsHost`
 * after the first paint, or at once when a confirmation is asked for before that. A confirmation asked for
 * while it loads waits for the provider to listen, then opens: none is lost.
 */
type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function want() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

/** Opens the confirmation as `modals.openConfirmModal` does, once the dialogs' provider is there. */
export function openConfirm(props: ConfirmProps) {
  want();
  void ready.then(() => modals.openConfirmModal(props));
}

const Provider = lazy(() => import('./dialogs-provider'));

/** Mounted once by the signed-in layout; `load` is true once the first paint is done. */
export function DialogsHost({ load }: { load: boolean }) {
  const asked = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
  );
  if (!load && !asked) return null;
  return (
    <Suspense fallback={null}>
      <Provider onReady={markReady} />
    </Suspense>
  );
}
