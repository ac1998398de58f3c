import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Mantine's dialogs' provider, loaded by `DialogsHost` (confirm.tsx) in a chunk of its own. It subscribes
 * to the dialog events in its effects, which run before those of the sibling after it: when `onReady` runs,
 * an event sent is heard.
 */
export default function DialogsProvider({ onReady }: { onReady: () => void }) {
  return (
    <>
      <ModalsProvider />
      <Ready onReady={onReady} />
    </>
  );
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
