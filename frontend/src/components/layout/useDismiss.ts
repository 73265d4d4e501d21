import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure (a dropdown) when the visitor presses Escape inside it (focus goes
 * back to its trigger), clicks or taps outside it, or moves keyboard focus out of it.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) close();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, trigger, open, close]);
}
