/**
 * Sets a text control's `value` past the tracker React keeps on the element (an own property that
 * shadows the prototype's), so that React sees a change when the input event comes.
 */
export function setUntracked(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}
