/**
 * Moves focus to a field's control and shows its question (label or legend) with it, rather than
 * leaving the label above the top of the screen as following a link to it would.
 */
export function showQuestion(control: HTMLElement) {
  const choice =
    control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type);
  // A date's boxes are asked by their fieldset's legend (DateInput).
  const inGroup = choice || control.closest('fieldset[role="group"]') !== null;
  const question = inGroup
    ? control.closest('fieldset')?.querySelector('legend')
    : document.querySelector(`label[for="${control.id}"]`);
  (question ?? control).scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}
