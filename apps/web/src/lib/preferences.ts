import { useSyncExternalStore } from 'react';

export interface Preferences {
  layout: 'vertical' | 'horizontal';
  width: 'boxed' | 'full';
  customizer: boolean;
}

const KEY = 'svc-preferences';
/** Specification defaults: vertical layout, boxed width, customizer off (the skin is Mantine's, light). */
const DEFAULT_PREFERENCES: Preferences = { layout: 'vertical', width: 'boxed', customizer: false };

let cachedRaw: string | null | undefined;
let cached = DEFAULT_PREFERENCES;

function read(): Preferences {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const p = raw ? (JSON.parse(raw) as Partial<Preferences>) : {};
    cached = {
      layout: p.layout === 'horizontal' ? 'horizontal' : 'vertical',
      width: p.width === 'full' ? 'full' : 'boxed',
      customizer: p.customizer === true,
    };
  } catch {
    cached = DEFAULT_PREFERENCES;
  }
  return cached;
}

export function setPreferences(change: Partial<Preferences>) {
  localStorage.setItem(KEY, JSON.stringify({ ...read(), ...change }));
  window.dispatchEvent(new Event(KEY));
}

function subscribe(cb: () => void) {
  window.addEventListener(KEY, cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener(KEY, cb);
    window.removeEventListener('storage', cb);
  };
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_PREFERENCES);
}
