// A public form's progress, kept for the tab (data/formProgressStore.ts says where and why):
// what was typed and chosen is saved as it changes and put back when the form's page is loaded
// again, so a reload, Back or a followed link loses nothing. Never kept: files (a script cannot
// choose them again; a form keeps what their upload returned instead) and the honeypot.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  clearProgress,
  progressKey,
  readProgress,
  writeProgress,
} from '../../data/formProgressStore';
import { setUntracked } from './controlValue';

/** How long typing pauses before the progress is saved; leaving the page saves it at once. */
const SAVE_DELAY_MS = 300;
/** Restoring a tick can show more fields (an interpreter's language): they are restored next. */
const RESTORE_PASSES = 3;
/** The honeypot's name (Honeypot.tsx): what a bot typed is never kept. */
const HONEYPOT = 'website';
const NOT_KEPT = new Set(['file', 'password', 'hidden', 'submit', 'button', 'reset', 'image']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Pairs = [string, string][];

interface Progress {
  fields: Pairs;
  kept?: unknown;
}

function keptControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== '' &&
      element.name !== HONEYPOT &&
      !(element instanceof HTMLInputElement && NOT_KEPT.has(element.type)),
  );
}

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What the form's controls hold, as name and value pairs (empty texts left out). */
function fieldsOf(form: HTMLFormElement): Pairs {
  return keptControls(form).flatMap((control): Pairs => {
    if (control instanceof HTMLSelectElement) {
      return [...control.selectedOptions].map((option) => [control.name, option.value]);
    }
    if (checkable(control)) return control.checked ? [[control.name, control.value]] : [];
    return control.value ? [[control.name, control.value]] : [];
  });
}

const isPairs = (value: unknown): value is Pairs =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  );

function storedProgress(key: string): Progress | undefined {
  const stored = readProgress(key);
  if (stored === undefined) return undefined;
  const fields = (stored as Partial<Progress> | null)?.fields;
  if (isPairs(fields)) return { fields, kept: (stored as Progress).kept };
  console.warn(`The form's saved progress (${key}) is not a form's: it is dropped`);
  clearProgress(key);
  return undefined;
}

/**
 * Whether the visitor changed `control` before the form was hydrated (or the browser restored it):
 * then what they see wins over older saved progress. For a radio, any choice in its group counts.
 */
function changedOnPage(control: Control, form: HTMLFormElement): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return keptControls(form).some(
      (other) =>
        other instanceof HTMLInputElement &&
        other.type === 'radio' &&
        other.name === control.name &&
        other.checked !== other.defaultChecked,
    );
  }
  if (checkable(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * Puts the saved values into the controls not yet handled, through the events React listens to
 * (as islands/earlyInput.ts does), so that controlled ticks update their state too. Returns
 * whether it changed anything.
 */
function restoreFields(form: HTMLFormElement, fields: Pairs, handled: Set<Control>): boolean {
  let changed = false;
  const values = (name: string) => fields.filter(([each]) => each === name).map(([, v]) => v);
  for (const control of keptControls(form)) {
    if (handled.has(control)) continue;
    handled.add(control);
    if (changedOnPage(control, form)) continue;
    const wanted = values(control.name);
    if (checkable(control)) {
      const tick = wanted.includes(control.value);
      // A radio is unticked by ticking another.
      if (control.checked !== tick && (tick || control.type === 'checkbox')) {
        control.click();
        changed = true;
      }
    } else if (control instanceof HTMLSelectElement) {
      if (!wanted.length) continue;
      for (const option of control.options) option.selected = wanted.includes(option.value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
      changed = true;
    } else if (wanted[0] !== undefined && wanted[0] !== control.value) {
      setUntracked(control, wanted[0]);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      changed = true;
    }
  }
  return changed;
}

/** What a form keeps besides its controls' values, such as the files already uploaded. */
export interface KeptState {
  /** Saved with the fields whenever it changes; nothing to keep is an empty list. */
  value: readonly unknown[];
  /** Called once with what was saved, which the form checks before it takes it. */
  restore: (stored: unknown) => void;
}

/**
 * Keeps `form`'s progress for the tab: restores it once the form is live, then saves it on every
 * change. Values typed before hydration win over saved ones: the restore leaves alone the controls
 * that already differ from the page as served, and islands/earlyInput.ts replays those after it.
 * Call `clear` once the form is sent.
 */
export function useFormProgress(
  form: string,
  formRef: RefObject<HTMLFormElement | null>,
  kept?: KeptState,
) {
  const key = progressKey(form);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const restoredRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    const element = formRef.current;
    if (!element) return;
    const fields = fieldsOf(element);
    const keptValue = keptRef.current?.value ?? [];
    if (!fields.length && !keptValue.length) clearProgress(key);
    else writeProgress(key, { fields, ...(keptValue.length ? { kept: keptValue } : {}) });
  }, [key, formRef]);
  const saveSoon = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(save, SAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const stored = storedProgress(key);
    const handled = new Set<Control>();
    let passTimer: ReturnType<typeof setTimeout> | undefined;
    const pass = (left: number) => {
      if (stored && restoreFields(element, stored.fields, handled) && left > 1) {
        // A tick's new fields appear once React has rendered the change.
        passTimer = setTimeout(() => pass(left - 1), 0);
      }
    };
    if (stored?.kept !== undefined) keptRef.current?.restore(stored.kept);
    pass(RESTORE_PASSES);
    restoredRef.current = true;

    const flush = () => {
      if (timerRef.current !== undefined) save();
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    element.addEventListener('input', saveSoon);
    element.addEventListener('change', saveSoon);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      clearTimeout(passTimer);
      flush();
      element.removeEventListener('input', saveSoon);
      element.removeEventListener('change', saveSoon);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [key, formRef, save, saveSoon]);

  const keptValue = kept?.value;
  useEffect(() => {
    if (restoredRef.current) saveSoon();
  }, [keptValue, saveSoon]);

  return {
    /** Forgets the progress: the form was sent. */
    clear() {
      clearTimeout(timerRef.current);
      timerRef.current = undefined;
      clearProgress(key);
    },
  };
}
