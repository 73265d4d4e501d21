// The contact form's controls, made from its field table (schema/contract/contactFields.ts): each
// field's control on the form, in the table's order, named as the form names it. The form asks
// about the visitor, so the browser may fill in their own details.
import { CONTACT_FORM } from '../../../../schema/contract/contactFields';
import { fieldNames, type AnyField } from '../../../../schema/contract/fieldTable';
import { controlName, renamedControls } from '../../components/form/tableChecks';

export interface ContactControl {
  /** The control's name on the form (and its id's end). */
  name: string;
  label: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  inputMode?: 'numeric';
  rows?: number;
}

function controlOf(name: string, field: AnyField): ContactControl {
  const control = { name: controlName(name, field), label: field.label, required: field.required };
  switch (field.kind) {
    case 'line': {
      const autoComplete = field.input === 'ownName' ? 'name' : field.input.autoComplete;
      return { ...control, type: 'text', autoComplete };
    }
    case 'postcode':
      return { ...control, type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' };
    case 'email':
      return { ...control, type: 'email', autoComplete: 'email' };
    case 'phone':
      return { ...control, type: 'tel', autoComplete: 'tel' };
    case 'text':
      return { ...control, type: 'textarea', autoComplete: 'off', rows: field.rows };
    default:
      throw new Error(`${name}: the contact form has no control for a ${field.kind} field.`);
  }
}

/** Every control of the form, in the order it asks them. */
export const CONTACT_CONTROLS = fieldNames(CONTACT_FORM.fields).map((name) =>
  controlOf(name, CONTACT_FORM.fields[name] as AnyField),
);

/** The controls the API names otherwise, by the API's name. */
export const RENAMED_CONTROLS = renamedControls(CONTACT_FORM.fields);
