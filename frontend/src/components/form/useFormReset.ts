// A control whose state React holds (not the DOM's) must follow its form's reset, which empties
// the DOM's inputs only.
import { useEffect, type RefObject } from 'react';

/** Calls `onReset` when the form holding `inside` is reset; `onReset` should be stable. */
export function useFormReset(inside: RefObject<HTMLElement | null>, onReset: () => void): void {
  useEffect(() => {
    const form = inside.current?.closest('form');
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, [inside, onReset]);
}
