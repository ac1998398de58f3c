import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's growing textarea listens on it for fonts that finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}

// A screen is waited for (findBy…, waitFor) up to 5 s, not Testing Library's 1 s: the full run builds the app
// beside these tests on two cores (decision 097), and a render that waits for a core is not a broken one.
configure({ asyncUtilTimeout: 5000 });

// Without vitest's globals Testing Library cannot register its own clean-up: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
