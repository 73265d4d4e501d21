import type { ComponentType } from 'react';

/** The form of one item, shared by the add dialog and a row's inline edit. */
export interface DraftForm<Draft, Input> {
  /** What a new item starts as. */
  empty: Draft;
  Fields: ComponentType<{ draft: Draft; onChange(draft: Draft): void }>;
  /** The draft as the API takes it, or undefined when a required field is missing. */
  complete(draft: Draft): Input | undefined;
}
