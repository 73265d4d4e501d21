// What a visitor ticks, types or chooses in an island before React takes it over stays on screen,
// but React's state starts from the prerendered values: a tick made then filters nothing, and the
// next render unticks it; files chosen then are never uploaded. So, as an island's hydration
// starts, the controls that differ from the page as served are noted, and once it is live they are
// changed again (or, for files, announced again) through the events React listens to, so that its
// state takes what the visitor did.

import { setUntracked } from '../components/form/controlValue';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types a visitor cannot change. */
const NOT_REPLAYED = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/** A box ticked (or a radio chosen) differently from the page: clicked into that state. */
function replayCheck(control: HTMLInputElement): (() => void) | null {
  const wanted = control.checked;
  if (wanted === control.defaultChecked || (control.type === 'radio' && !wanted)) return null;
  return () => {
    // Through React's tracker, so the click's toggle reads as a change.
    control.checked = !wanted;
    control.click();
  };
}

/** Typed text that differs from the page: set again and announced with an input event. */
function replayText(control: HTMLInputElement | HTMLTextAreaElement): (() => void) | null {
  const wanted = control.value;
  if (wanted === control.defaultValue) return null;
  return () => {
    const focused = document.activeElement === control;
    const { selectionStart, selectionEnd } = control;
    control.value = control.defaultValue;
    setUntracked(control, wanted);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    // Setting the value moves the caret to the end; someone still typing keeps their place.
    if (focused && selectionStart !== null && selectionEnd !== null) {
      control.setSelectionRange(selectionStart, selectionEnd);
    }
  };
}

/** Options chosen differently from the page: chosen again and announced with a change event. */
function replaySelect(control: HTMLSelectElement): (() => void) | null {
  const chosen = [...control.options].map((option) => option.selected);
  if (chosen.every((selected, index) => selected === control.options[index]?.defaultSelected)) {
    return null;
  }
  return () => {
    for (const [index, option] of [...control.options].entries()) {
      option.selected = chosen[index] ?? false;
    }
    control.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * Files chosen: a script may not choose them, but the input still holds them, so the change is
 * announced again (React reads a file input's change event as it comes).
 */
function replayFiles(control: HTMLInputElement): (() => void) | null {
  if (!control.files?.length) return null;
  return () => control.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayOf(control: Control): (() => void) | null {
  if (control instanceof HTMLSelectElement) return replaySelect(control);
  if (control instanceof HTMLTextAreaElement) return replayText(control);
  if (NOT_REPLAYED.has(control.type)) return null;
  if (control.type === 'file') return replayFiles(control);
  if (control.type === 'checkbox' || control.type === 'radio') return replayCheck(control);
  return replayText(control);
}

/**
 * Notes what the visitor changed in `island` so far; call it just before React hydrates it. The
 * returned function, called once the island is hydrated, hands those changes to React. A control
 * the visitor changes again meanwhile is left out: React has seen that change itself.
 */
export function keepEarlyInput(island: Element): () => void {
  const replays = new Map<Element, () => void>();
  for (const control of island.querySelectorAll<Control>('input, textarea, select')) {
    const replay = replayOf(control);
    if (replay) replays.set(control, replay);
  }
  const changedSince = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element) replays.delete(event.target);
  };
  const types = ['input', 'change'] as const;
  for (const type of types) island.addEventListener(type, changedSince, true);

  return () => {
    for (const type of types) island.removeEventListener(type, changedSince, true);
    const pending = [...replays];
    replays.clear();
    for (const [control, replay] of pending) if (control.isConnected) replay();
  };
}
