import { useEffect } from 'react';

/**
 * The forms on screen with edits not saved. A language switch renders every screen anew (main.tsx), which
 * clears what was typed, so the switch asks first while any form here is dirty.
 */
const dirtyForms = new Set<symbol>();

/** Counts this form among the unsaved while `dirty`, until it is saved, undone or leaves the screen. */
export function useUnsavedEdits(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);
}

export const hasUnsavedEdits = () => dirtyForms.size > 0;
