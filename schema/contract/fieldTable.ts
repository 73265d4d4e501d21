// A form's fields as plain data: what each asks, how it is answered and checked, and where its
// value may go. The server's checks (lambdas/shared/fieldSchemas.ts), the browser's checks and
// controls (frontend/src/components/form/TableSections.tsx) and the staff view
// (frontend/src/admin/components/TableFacts.tsx) are all made from one table, so a field is
// defined once. The table is typed against the GraphQL input the schema generates: a field the
// schema has and the table lacks (or the reverse), or a required field the table calls optional,
// fails the typecheck. docs/ADDING-A-FIELD.md says what to edit to add one.

/** How a text input suits its answer (the browser's autofill, keyboard and width). */
export interface InputHints {
  autoComplete: string;
  inputMode?: 'numeric';
  /** The width the expected answer needs, in characters; full width when left out. */
  widthCh?: number;
  maxLength?: number;
  spellCheck?: boolean;
}

/**
 * Where a value may go besides its item's own page: personal information goes no further than
 * the job needs (Privacy Act, APP 11).
 */
export interface FieldUse {
  /** The admin's list of items (the list summary the schema defines). */
  list: boolean;
  /** An e-mail the product sends. */
  email: boolean;
  /** A CSV export. */
  csv: boolean;
}

interface FieldBase {
  /** The question the visitor's form asks. */
  label: string;
  /** The name of the form's control, when it is not the API's name for the field. */
  control?: string;
  hint?: string;
  /** The row's label on the staff member's view of the item. */
  staffLabel: string;
  /** Holds a personal detail: a read returning it is recorded in the item's audit trail. */
  personal: boolean;
  allowedIn: FieldUse;
  /**
   * What the browser's check says when the answer is missing (if required) or not acceptable;
   * kinds with no shared message (everything but text, e-mail, phone, dates and boxes) must have
   * one (OwnMessage) when the browser checks each answer.
   */
  error?: string;
  /** Asked only when the visitor ticks this other part of its group, and then required. */
  askedWhen?: string;
  /** Asked only while the visitor leaves this other box (a `hides` box) unticked; null otherwise. */
  askedUnless?: string;
  /**
   * Asked only while the visitor's answer to this other question (a choice that `reveals`) is the
   * one it reveals; null otherwise (GOV.UK's conditionally revealed questions).
   */
  askedIfChosen?: string;
}

/** Text on one line: a name, an organisation, a language. */
export interface LineField extends FieldBase {
  kind: 'line';
  max: number;
  /** The visitor's own name (the browser may fill it in), or how the input suits the answer. */
  input: 'ownName' | InputHints;
  /** It reaches an e-mail's header (a subject): the server refuses bidirectional controls too. */
  header?: true;
}
/** Text of several lines. */
export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  rows: number;
}
export interface EmailField extends FieldBase {
  kind: 'email';
}
export interface PhoneField extends FieldBase {
  kind: 'phone';
}
/**
 * How the browser checks a form: each answer, with its kind's check and message (`each`), or only
 * that no required answer is blank, in one message for the whole form (`blanks`: the contact form,
 * whose texts are fixed), leaving the rest to the server, whose problems name the field.
 */
export type BrowserChecks = 'each' | 'blanks';

/** The browser's message of a kind that has no shared one: needed when it checks each answer. */
type OwnMessage<Checks extends BrowserChecks> = Checks extends 'each' ? { error: string } : unknown;

/**
 * An Australian postcode, sent as a number. A form that checks only blanks sends the number its
 * answer starts with (base 10), or null, and the server checks it.
 */
export type PostcodeField<Checks extends BrowserChecks = 'each'> = FieldBase & {
  kind: 'postcode';
} & OwnMessage<Checks>;
/**
 * A calendar date (AWSDate), asked as day, month and year in three boxes whose problems the browser
 * names from the label (GOV.UK's date input); `error` is what it says when a required one is left
 * blank. `range` bounds a date people know, such as a date of birth. The boxes never take the
 * browser's autofill: the forms ask dates of someone else as often as the visitor's own.
 */
export interface DateField extends FieldBase {
  kind: 'date';
  range?: { earliest: string; latest: 'today' };
}
/** An NDIS number: nine digits starting with 43, written with or without spaces. */
export type NdisNumberField<Checks extends BrowserChecks = 'each'> = FieldBase & {
  kind: 'ndisNumber';
} & OwnMessage<Checks>;
/** One answer of an enum, chosen with radio buttons; `options` labels every value. */
export type ChoiceField<Value extends string, Checks extends BrowserChecks = 'each'> = FieldBase & {
  kind: 'choice';
  options: Record<Value, string>;
  /** Choosing `value` asks the fields `askedIfChosen` this choice, shown under it. */
  reveals?: {
    value: Value;
    /** What the server says of such a field sent with a value while another answer is chosen. */
    refusal: string;
  };
} & OwnMessage<Checks>;
/** One or more of the site's services, chosen with checkboxes. */
export type ServicesField<Checks extends BrowserChecks = 'each'> = FieldBase & {
  kind: 'services';
} & OwnMessage<Checks>;
/** A box the visitor must tick; the server refuses the form without it in these words. */
export type ConsentField<Checks extends BrowserChecks = 'each'> = FieldBase & {
  kind: 'consent';
  refusal: string;
} & OwnMessage<Checks>;
/** A box the visitor may tick: yes or no. */
export interface CheckboxField extends FieldBase {
  kind: 'checkbox';
  /** Ticking it takes away the fields asked unless it is ticked (such as staying anonymous). */
  hides?: {
    /** What the server says of such a field sent with a value while the box is ticked. */
    refusal: string;
    /** What staff read in the fields' place when it was ticked. */
    staffText: string;
  };
}
/** Files uploaded before the form is sent, which it names by their keys. */
export interface FilesField extends FieldBase {
  kind: 'files';
}
/** Several answers stored together; each part is a field of its own table. */
export interface GroupField<Parts, Checks extends BrowserChecks = 'each'> extends FieldBase {
  kind: 'group';
  parts: FieldTable<Parts, Checks>;
}

type Present<Value> = Exclude<Value, null | undefined>;

/** The kinds of field that can hold a value of the schema's type. */
export type FieldFor<Value, Checks extends BrowserChecks = 'each'> = [Present<Value>] extends [
  boolean,
]
  ? ConsentField<Checks> | CheckboxField
  : [Present<Value>] extends [number]
    ? PostcodeField<Checks>
    : [Present<Value>] extends [readonly string[]]
      ? ServicesField<Checks> | FilesField
      : [Present<Value>] extends [string]
        ? string extends Present<Value>
          ? LineField | TextField | EmailField | PhoneField | DateField | NdisNumberField<Checks>
          : ChoiceField<Present<Value>, Checks>
        : GroupField<Present<Value>, Checks>;

/** Whether the schema requires it: an optional (nullable) input field may be left empty. */
type Required<Value> = undefined extends Value ? { required: false } : { required: true };

/** Every field of a GraphQL input, in the order the form asks them. */
export type FieldTable<Input, Checks extends BrowserChecks = 'each'> = {
  [Name in keyof Input]-?: FieldFor<Input[Name], Checks> & Required<Input[Name]>;
};

/** A table as code that reads any table sees it, whichever way the browser checks its form. */
export type AnyFieldTable<Input> = FieldTable<Input, BrowserChecks>;

/** Any field of any table, as code that handles every kind sees it. */
export type AnyField = (
  | LineField
  | TextField
  | EmailField
  | PhoneField
  | PostcodeField<'blanks'>
  | DateField
  | NdisNumberField<'blanks'>
  | ChoiceField<string, 'blanks'>
  | ServicesField<'blanks'>
  | ConsentField<'blanks'>
  | CheckboxField
  | FilesField
  | (FieldBase & { kind: 'group'; parts: Record<string, AnyField> })
) & { required: boolean };

/** A form's questions grouped as the visitor sees them, and as staff see the answers. */
export interface FormSection {
  /** None: the section's questions open the form, in no fieldset of their own. */
  legend?: string;
  hint?: string;
  /** The heading of the section on the staff member's view; none: its fields show in another. */
  staffHeading: string;
  /** Each answer on its own line on the staff view (long texts). */
  staffWide?: boolean;
}

/** A form: its sections in order, and which section each field (in order) belongs to. */
export type FormTable<Input, Section extends string, Checks extends BrowserChecks = 'each'> = {
  sections: Record<Section, FormSection>;
  fields: FieldTable<Input, Checks>;
  /** The section each field is asked in. */
  sectionOf: Record<keyof Input, Section>;
  /** Where a field shows on the staff view when not in the section it is asked in. */
  staffSectionOf?: Partial<Record<keyof Input, Section>>;
  /**
   * The order staff read the fields in (the item's view, CSV columns, the staff e-mail) when it
   * is not the form's: every field once.
   */
  staffOrder?: readonly (keyof Input & string)[];
} & BlankMessage<Checks>;

/** A form as code that reads any form sees it, whichever way the browser checks it. */
export type AnyFormTable<Input, Section extends string> = FormTable<Input, Section, BrowserChecks>;

/** What a form that checks only blanks says when one is: for all of them at once. */
type BlankMessage<Checks extends BrowserChecks> = Checks extends 'blanks'
  ? { blankMessage: string }
  : { blankMessage?: undefined };

/**
 * Checks a form's table against the input type, keeping its literal section names; the browser
 * checks each answer unless `Checks` says only blanks.
 */
export const formTable =
  <Input, Checks extends BrowserChecks = 'each'>() =>
  <Section extends string>(table: FormTable<Input, Section, Checks>) =>
    table;

/** The names of a table's fields, in order. */
export const fieldNames = <Input>(fields: AnyFieldTable<Input>) =>
  Object.keys(fields) as (keyof Input & string)[];

/** The names of a form's fields in the order staff read them. */
export const staffOrder = <Input>(
  form: Pick<AnyFormTable<Input, string>, 'fields' | 'staffOrder'>,
) => form.staffOrder ?? fieldNames(form.fields);

/** The fields asked only while `box` is unticked: those a ticked `box` takes away. */
export const hiddenBy = <Input>(fields: AnyFieldTable<Input>, box: string) =>
  fieldNames(fields).filter((name) => (fields[name] as AnyField).askedUnless === box);

/** The fields asked only for one answer to `choice`: those another answer takes away. */
export const revealedBy = <Input>(fields: AnyFieldTable<Input>, choice: string) =>
  fieldNames(fields).filter((name) => (fields[name] as AnyField).askedIfChosen === choice);

/** Whether `field` is left out because its choice (`answer` of a name) has another answer. */
export function notChosenFor(
  fields: Readonly<Record<string, AnyField>>,
  field: AnyField,
  answer: (name: string) => unknown,
): boolean {
  if (field.askedIfChosen === undefined) return false;
  const choice = fields[field.askedIfChosen];
  if (choice?.kind !== 'choice' || !choice.reveals) {
    throw new Error(`${field.askedIfChosen} reveals no questions.`);
  }
  return answer(field.askedIfChosen) !== choice.reveals.value;
}

/** The fields of a table whose values an admin list may not show. */
export const detailOnlyFields = <Input>(fields: AnyFieldTable<Input>) =>
  fieldNames(fields).filter((name) => {
    const field = fields[name] as AnyField;
    return field.personal && !field.allowedIn.list;
  });

/** The personal details of a table an admin list shows: who the item is from or about. */
export const listedPersonalFields = <Input>(fields: AnyFieldTable<Input>) =>
  fieldNames(fields).filter((name) => {
    const field = fields[name] as AnyField;
    return field.personal && field.allowedIn.list;
  });
