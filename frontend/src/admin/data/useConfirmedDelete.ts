// The confirmed delete every admin list shares: the row to delete waits while the confirmation is
// open; on Delete the API's answer removes it from the list or says why not, and the call's
// failure is logged.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { StatusTone } from '../components/StatusMessage';

export interface DeleteTexts {
  deleted: string;
  /** The API answered that nothing was deleted. */
  deleteFailed: string;
  /** The call itself failed; deleteFailed where the page has no text of its own for that. */
  deleteError?: string;
}

export function useConfirmedDelete<T extends { id: string }>(options: {
  /** Deletes on the API; true when it answered that the item was deleted. */
  remove: (id: string) => Promise<boolean>;
  setItems: Dispatch<SetStateAction<T[]>>;
  show: (tone: StatusTone, text: string) => void;
  texts: DeleteTexts;
  /** The mutation's name, for the log. */
  operation: string;
}) {
  const { remove, setItems, show, texts, operation } = options;
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const confirm = async (item: T) => {
    setBusy(true);
    try {
      if (await remove(item.id)) {
        setItems((items) => items.filter((each) => each.id !== item.id));
        setDeleted(true);
        show('success', texts.deleted);
      } else {
        show('error', texts.deleteFailed);
      }
    } catch (error) {
      console.error(`${operation} failed`, error);
      show('error', texts.deleteError ?? texts.deleteFailed);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return {
    /** The item waiting for confirmation, or null when none is. */
    deleting,
    busy,
    /** Whether the last confirmation deleted its item (and with its row the Delete pressed). */
    deleted,
    ask: (item: T) => {
      setDeleted(false);
      setDeleting(item);
    },
    cancel: () => setDeleting(null),
    confirm: () => {
      if (deleting) void confirm(deleting);
    },
  };
}
