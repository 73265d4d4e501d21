// The ids of a form's controls, derived from the API's field names under the form's own prefix
// (`referral-referrerEmail`, `feedback-whatHappened`), so two forms never share an id and the error
// summary can link to any field by its name; and the problems shown at the fields, by name.
import { createContext, useContext } from 'react';

/** The prefix of the form around a control; each form provides its own. */
export const FieldIdPrefix = createContext('form');

/** The id of a field's control (of a group's first control), which the error summary links to. */
export const formFieldId = (prefix: string, field: string) =>
  `${prefix}-${field.replace('.', '-')}`;

export function useFieldIds() {
  const prefix = useContext(FieldIdPrefix);
  const fieldId = (field: string) => formFieldId(prefix, field);
  return {
    fieldId,
    errorId: (field: string) => `${fieldId(field)}-error`,
    hintId: (field: string) => `${fieldId(field)}-hint`,
  };
}

/** The problems shown at the form's fields, by field name; each form provides its own. */
export const ShownErrors = createContext<Partial<Record<string, string>>>({});

export const useFieldError = (field: string): string | undefined => useContext(ShownErrors)[field];

/** A date's boxes in error, by field name; none named: all of its boxes are (a server's problem). */
export const ShownWrongParts = createContext<Partial<Record<string, readonly string[]>>>({});

/**
 * The id of the control a problem's link goes to: the first box in error of a date (its day box
 * carries the field's id), otherwise the field's control.
 */
export const problemControlId = (
  prefix: string,
  field: string,
  wrongParts: readonly string[] | undefined,
) => {
  const first = wrongParts?.[0];
  return first && first !== 'day'
    ? `${formFieldId(prefix, field)}-${first}`
    : formFieldId(prefix, field);
};
