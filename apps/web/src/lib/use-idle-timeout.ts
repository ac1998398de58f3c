import { useEffect, useRef } from 'react';
import { idleDeadline, touchIdleDeadline } from './session-store';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Watches the shared idle deadline (localStorage `IdleTimeOut`): activity in any tab moves it on by an
 * hour, and once it passes `onExpire` runs. Checked every second so a tab woken from sleep notices at once.
 */
export function useIdleTimeout(active: boolean, onExpire: () => void) {
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (!active) return;
    if (!idleDeadline()) touchIdleDeadline();
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      const deadline = idleDeadline();
      if (deadline && now > deadline) return;
      touchIdleDeadline(now);
    };
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { passive: true });
    const timer = setInterval(() => {
      const deadline = idleDeadline();
      if (deadline && Date.now() > deadline) {
        clearInterval(timer);
        expire.current();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity);
    };
  }, [active]);
}
