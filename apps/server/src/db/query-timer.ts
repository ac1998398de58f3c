/** Times what `around` runs (a promise or not) and tells the listeners, without touching its result. */
export function queryTimer() {
  const listeners: ((seconds: number) => void)[] = [];
  return {
    listen: (listener: (seconds: number) => void) => {
      listeners.push(listener);
    },
    around<T>(run: () => T): T {
      if (listeners.length === 0) return run();
      const start = performance.now();
      const result = run();
      const done = () => {
        const seconds = (performance.now() - start) / 1000;
        for (const l of listeners) l(seconds);
      };
      if (result && typeof (result as { then?: unknown }).then === 'function') {
        (result as unknown as Promise<unknown>).then(done, done);
      } else done();
      return result;
    },
  };
}
