import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's growing textarea listens on it for fonts that finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// Without vitest's globals Testing Library cannot register its own clean-up: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
