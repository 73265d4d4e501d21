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
