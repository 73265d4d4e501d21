// The public forms' building blocks, GOV.UK style: a label (or a legend for a group of choices),
// an optional hint, the field's error right above the control, all tied to it by aria-describedby.
import { chakra } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { formText } from '../../content/formText';
import { datePartName, DATE_PARTS } from './dateParts';
import { ShownWrongParts, useFieldError, useFieldIds } from './fieldIds';

function useDescribedBy(field: string, hint: boolean, error: string | undefined) {
  const { errorId, hintId } = useFieldIds();
  return (
    [hint ? hintId(field) : '', error ? errorId(field) : ''].filter(Boolean).join(' ') || undefined
  );
}

/** What ends each section, when anything does: a way back to the answers while changing one. */
export const SectionEnd = createContext<ReactNode>(null);

/** One short group of the form, such as 'About the participant'. */
export function Section({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <chakra.fieldset borderTopWidth="1px" borderColor="gray.300" pt={6} minW={0}>
      <chakra.legend
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        color="brand.700"
        float="left"
        w="full"
        mb={hint ? 1 : 4}
      >
        {legend}
      </chakra.legend>
      {hint ? (
        <chakra.p color="muted" mb={4} clear="both">
          {hint}
        </chakra.p>
      ) : null}
      <chakra.div display="grid" gap={6} clear="both">
        {children}
        {useContext(SectionEnd)}
      </chakra.div>
    </chakra.fieldset>
  );
}

function Hint({ field, children }: { field: string; children: ReactNode }) {
  const { hintId } = useFieldIds();
  return (
    <chakra.p id={hintId(field)} color="muted" fontSize="sm" mb={1}>
      {children}
    </chakra.p>
  );
}

function ErrorMessage({ field }: { field: string }) {
  const error = useFieldError(field);
  const { errorId } = useFieldIds();
  if (!error) return null;
  return (
    <chakra.p id={errorId(field)} color="danger" fontWeight="semibold" mb={1}>
      <chakra.span srOnly>{formText.errorPrefix} </chakra.span>
      {error}
    </chakra.p>
  );
}

const controlStyle = {
  minH: 'target',
  px: 3,
  py: 2,
  borderWidth: '2px',
  borderColor: 'gray.600',
  borderRadius: 'md',
  bg: 'white',
  maxW: 'full',
  _invalid: { borderColor: 'danger', borderWidth: '3px' },
} as const;

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean;
}) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontWeight="semibold" mb={1}>
      {label}
      {optional ? <chakra.span fontWeight="normal"> {formText.optional}</chakra.span> : null}
    </chakra.label>
  );
}

/** Where an error puts its field: a red bar on the left, as GOV.UK marks a field in error. */
function FieldBox({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <chakra.div
      borderLeftWidth={error ? '5px' : '0'}
      borderColor="danger"
      pl={error ? 4 : 0}
      minW={0}
    >
      {children}
    </chakra.div>
  );
}

/** What ties a text control to its field: its id and name, its error state and description. */
interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A text control with its label, hint and error above it, as every text field shows them. */
function LabelledField({
  field,
  label,
  hint,
  optional,
  children,
}: {
  field: string;
  label: string;
  hint?: string;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const error = useFieldError(field);
  const id = useFieldIds().fieldId(field);
  const description = useDescribedBy(field, Boolean(hint), error);
  return (
    <FieldBox error={error}>
      <Label htmlFor={id} label={label} optional={optional} />
      {hint ? <Hint field={field}>{hint}</Hint> : null}
      <ErrorMessage field={field} />
      {children({
        id,
        name: field,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': description,
      })}
    </FieldBox>
  );
}

interface InputProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  /** The width the expected answer needs, in characters; full width when left out. */
  widthCh?: number;
  maxLength?: number;
  spellCheck?: boolean;
}

/**
 * The inputs that answers of a kind need, the same on every form: the visitor's own name, e-mail
 * address and phone number (which the browser may fill in).
 */
const ANSWER_KINDS = {
  ownName: { autoComplete: 'name', spellCheck: false },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  phone: { type: 'tel', autoComplete: 'tel', widthCh: 20 },
} satisfies Record<string, InputProps>;

/** What the answer is: a kind above, or how the input suits it. */
export type TextAnswer = { kind: keyof typeof ANSWER_KINDS } | ({ kind?: undefined } & InputProps);

export type TextFieldProps = {
  field: string;
  label: string;
  hint?: string;
  optional?: boolean;
} & TextAnswer;

export function TextField({ field, label, hint, optional, ...answer }: TextFieldProps) {
  const {
    type = 'text',
    autoComplete,
    inputMode,
    widthCh,
    maxLength,
    spellCheck,
  }: InputProps = answer.kind ? ANSWER_KINDS[answer.kind] : answer;
  return (
    <LabelledField field={field} label={label} hint={hint} optional={optional}>
      {(control) => (
        <chakra.input
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={spellCheck}
          w={widthCh ? `${widthCh + 4}ch` : 'full'}
          {...controlStyle}
        />
      )}
    </LabelledField>
  );
}

export function TextArea({
  field,
  label,
  hint,
  optional,
  rows,
}: {
  field: string;
  label: string;
  hint?: string;
  optional?: boolean;
  rows: number;
}) {
  return (
    <LabelledField field={field} label={label} hint={hint} optional={optional}>
      {(control) => (
        <chakra.textarea
          {...control}
          rows={rows}
          autoComplete="off"
          resize="vertical"
          w="full"
          {...controlStyle}
        />
      )}
    </LabelledField>
  );
}

const choiceInputStyle = {
  w: '1.5rem',
  h: '1.5rem',
  flexShrink: 0,
  mt: '0.1rem',
  accentColor: 'brand.700',
  cursor: 'pointer',
} as const;

/** A radio button or checkbox with its label; the whole row is the target. */
export function Choice({
  id,
  name,
  value,
  type,
  label,
  error,
  describedBy: description,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  type: 'radio' | 'checkbox';
  label: ReactNode;
  error?: string;
  describedBy?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <chakra.div display="flex" alignItems="flex-start" gap={3} minH="target" py={1}>
      <chakra.input
        id={id}
        name={name}
        value={value}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        {...(onChange
          ? {
              checked: checked ?? false,
              onChange: (event) => onChange(event.currentTarget.checked),
            }
          : {})}
        {...choiceInputStyle}
      />
      <chakra.label htmlFor={id} cursor="pointer" flex="1" minW={0}>
        {label}
      </chakra.label>
    </chakra.div>
  );
}

/** A question answered by choosing: radios (one) or checkboxes (several) in their own fieldset. */
export function ChoiceGroup({
  field,
  legend,
  type,
  options,
  hint,
  chosen,
  onChoose,
}: {
  field: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  hint?: string;
  /** A radio group whose answer the form follows (it reveals questions): the chosen value. */
  chosen?: string;
  onChoose?: (value: string) => void;
}) {
  const error = useFieldError(field);
  const { fieldId } = useFieldIds();
  const description = useDescribedBy(field, Boolean(hint), error);
  return (
    <FieldBox error={error}>
      <chakra.fieldset aria-describedby={description} minW={0}>
        <chakra.legend fontWeight="semibold" mb={1}>
          {legend}
        </chakra.legend>
        {hint ? <Hint field={field}>{hint}</Hint> : null}
        <ErrorMessage field={field} />
        {options.map((option, index) => (
          <Choice
            key={option.value}
            // The first choice carries the field's id: the error summary links to it.
            id={index === 0 ? fieldId(field) : `${fieldId(field)}-${option.value}`}
            name={field}
            value={option.value}
            type={type}
            label={option.label}
            error={error}
            {...(onChoose
              ? {
                  checked: chosen === option.value,
                  onChange: (checked: boolean) => {
                    if (checked) onChoose(option.value);
                  },
                }
              : {})}
          />
        ))}
      </chakra.fieldset>
    </FieldBox>
  );
}

/** How wide each box of a date is, in characters: GOV.UK's. */
const DATE_PART_WIDTH = { day: 2, month: 2, year: 4 } as const;

/**
 * GOV.UK's date input: day, month and year boxes under the question in their own fieldset, each
 * box labelled; an error marks only the boxes it is about (all when it names none). The day box
 * carries the field's id.
 */
export function DateInput({
  field,
  label,
  hint,
  optional,
}: {
  field: string;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const error = useFieldError(field);
  const wrongParts = useContext(ShownWrongParts)[field];
  const { fieldId } = useFieldIds();
  const description = useDescribedBy(field, Boolean(hint), error);
  return (
    <FieldBox error={error}>
      <chakra.fieldset role="group" aria-describedby={description} minW={0}>
        <chakra.legend fontWeight="semibold" mb={1}>
          {label}
          {optional ? <chakra.span fontWeight="normal"> {formText.optional}</chakra.span> : null}
        </chakra.legend>
        {hint ? <Hint field={field}>{hint}</Hint> : null}
        <ErrorMessage field={field} />
        <chakra.div display="flex" flexWrap="wrap" gap={4}>
          {DATE_PARTS.map((part) => {
            const id = part === 'day' ? fieldId(field) : `${fieldId(field)}-${part}`;
            const wrong = error !== undefined && (!wrongParts || wrongParts.includes(part));
            return (
              <chakra.div key={part}>
                <chakra.label htmlFor={id} display="block" mb={1}>
                  {formText.dateParts[part]}
                </chakra.label>
                <chakra.input
                  id={id}
                  name={datePartName(field, part)}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={wrong || undefined}
                  w={`${DATE_PART_WIDTH[part] + 4}ch`}
                  {...controlStyle}
                />
              </chakra.div>
            );
          })}
        </chakra.div>
      </chakra.fieldset>
    </FieldBox>
  );
}

/** A question's choices from its answers' labels by value, as the API's contract gives them. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The consent the API requires: one box to tick. */
export function ConsentChoice({ field, statement }: { field: string; statement: string }) {
  const error = useFieldError(field);
  const { fieldId, errorId } = useFieldIds();
  return (
    <FieldBox error={error}>
      <ErrorMessage field={field} />
      <Choice
        id={fieldId(field)}
        name={field}
        value="yes"
        type="checkbox"
        label={statement}
        error={error}
        describedBy={error ? errorId(field) : undefined}
      />
    </FieldBox>
  );
}

/** The consent in a section of its own. */
export function ConsentSection({ legend, statement }: { legend: string; statement: string }) {
  return (
    <Section legend={legend}>
      <ConsentChoice field="consent" statement={statement} />
    </Section>
  );
}

export { ErrorMessage, FieldBox };
