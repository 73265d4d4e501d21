// Where a public form keeps its progress for the tab: sessionStorage, never localStorage and never
// the address. sessionStorage belongs to the one tab and is emptied when the tab closes, the right
// scope for personal details (Australian Privacy Principle 11): a reload, Back or a followed link
// loses nothing, and the next person at a shared computer finds nothing. A browser that refuses
// storage (a private mode, a full quota) only loses this convenience.

/** The key of a form's progress; every key a form keeps starts with it. */
export const progressKey = (form: string): string => `form-progress:${form}`;

export function readProgress(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch (error) {
    console.warn(`The form's saved progress (${key}) could not be read`, error);
    return undefined;
  }
}

export function writeProgress(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`The form's progress (${key}) could not be saved`, error);
  }
}

export function clearProgress(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch (error) {
    console.warn(`The form's saved progress (${key}) could not be cleared`, error);
  }
}
