// Saving a row edited in place (jobs, testimonials): a draft missing a field is refused with the
// page's text before any call; the API's answer replaces the row, or the page says it failed, and
// the call's failure is logged. Resolves true when the row was saved, so the row leaves edit mode.
import type { Dispatch, SetStateAction } from 'react';
import type { StatusTone } from '../components/StatusMessage';

export interface SaveTexts {
  missingFields: string;
  updated: string;
  /** The API answered without the updated item. */
  updateFailed: string;
  /** The call itself failed; updateFailed where the page has no text of its own for that. */
  updateError?: string;
}

export function useRowSave<T extends { id: string }, Draft, Input>(options: {
  /** The draft as the API takes it, or undefined when a field is missing. */
  complete: (draft: Draft) => Input | undefined;
  /** Updates on the API; the updated item, or nothing when it was not updated. */
  update: (id: string, input: Input) => Promise<T | null | undefined>;
  setItems: Dispatch<SetStateAction<T[]>>;
  show: (tone: StatusTone, text: string) => void;
  texts: SaveTexts;
  /** The mutation's name, for the log. */
  operation: string;
}): (item: T, draft: Draft) => Promise<boolean> {
  const { complete, update, setItems, show, texts, operation } = options;
  return async (item, draft) => {
    const input = complete(draft);
    if (!input) {
      show('error', texts.missingFields);
      return false;
    }
    try {
      const updated = await update(item.id, input);
      if (!updated) {
        show('error', texts.updateFailed);
        return false;
      }
      setItems((items) => items.map((each) => (each.id === updated.id ? updated : each)));
      show('success', texts.updated);
      return true;
    } catch (error) {
      console.error(`${operation} failed`, error);
      show('error', texts.updateError ?? texts.updateFailed);
      return false;
    }
  };
}
