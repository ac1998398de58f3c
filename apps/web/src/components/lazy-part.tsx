import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a screen whose code loads the first time it is rendered: dialogs and forms that are not open
 * at the first view (and the libraries they bring: the dialog and its focus trap, form rules, pickers) stay
 * out of the screen's first JavaScript. Shows nothing until loaded; render it only when it is wanted.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
