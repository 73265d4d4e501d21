// A public form's sections and controls, made from its field table (schema/contract/fieldTable.ts):
// each kind of field gets the same control on every form, in the table's order, under the
// section it is asked in. Fields the form handles itself (file uploads) are passed in `own`.
import { chakra } from '@chakra-ui/react';
import { Fragment, useCallback, useRef, useState, type ReactNode } from 'react';
import {
  hiddenBy,
  revealedBy,
  type AnyField,
  type FormSection,
  type AnyFormTable,
} from '../../../../schema/contract/fieldTable';
import { SERVICES } from '../../../../schema/contract/services';
import { useFieldIds } from './fieldIds';
import { useFormReset } from './useFormReset';
import {
  Choice,
  ChoiceGroup,
  ConsentChoice,
  DateInput,
  optionsOf,
  Section,
  TextArea,
  TextField,
  type TextAnswer,
} from './formControls';

const SERVICE_OPTIONS = SERVICES.map((service) => ({ value: service.key, label: service.title }));

/** How a text input suits the answers of a kind that are not plain text. */
const ANSWER_INPUTS = {
  email: { kind: 'email' },
  phone: { kind: 'phone' },
  ndisNumber: { autoComplete: 'off', inputMode: 'numeric', widthCh: 11 },
  postcode: { autoComplete: 'off', inputMode: 'numeric', widthCh: 4, maxLength: 4 },
} satisfies Record<string, TextAnswer>;

function FieldControl({ name, field }: { name: string; field: AnyField }) {
  const { label, hint } = field;
  const optional = !field.required;
  switch (field.kind) {
    case 'line':
      return field.input === 'ownName' ? (
        <TextField field={name} label={label} hint={hint} optional={optional} kind="ownName" />
      ) : (
        <TextField field={name} label={label} hint={hint} optional={optional} {...field.input} />
      );
    case 'text':
      return (
        <TextArea field={name} label={label} hint={hint} optional={optional} rows={field.rows} />
      );
    case 'date':
      return <DateInput field={name} label={label} hint={hint} optional={optional} />;
    case 'email':
    case 'phone':
    case 'ndisNumber':
    case 'postcode':
      return (
        <TextField
          field={name}
          label={label}
          hint={hint}
          optional={optional}
          {...(ANSWER_INPUTS[field.kind] as TextAnswer)}
        />
      );
    case 'choice':
      return (
        <ChoiceGroup
          field={name}
          legend={label}
          hint={hint}
          type="radio"
          options={optionsOf(field.options)}
        />
      );
    case 'services':
      return (
        <ChoiceGroup
          field={name}
          legend={label}
          hint={hint}
          type="checkbox"
          options={SERVICE_OPTIONS}
        />
      );
    case 'consent':
      return <ConsentChoice field={name} statement={label} />;
    case 'group':
      return <GroupParts name={name} parts={field.parts as Record<string, AnyField>} />;
    case 'checkbox':
    case 'files':
      throw new Error(`${name} is shown by its group or by its form.`);
  }
}

/**
 * A group's parts: its boxes together, each part asked only when a box is ticked shown under that
 * box, then its other parts. The boxes' state is the form's: emptying the form unticks them.
 */
function GroupParts({ name, parts }: { name: string; parts: Record<string, AnyField> }) {
  const { fieldId } = useFieldIds();
  const boxesRef = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState<Partial<Record<string, boolean>>>({});
  useFormReset(
    boxesRef,
    useCallback(() => setTicked({}), []),
  );
  const entries = Object.entries(parts);
  const dependentOf = (box: string) => entries.find(([, part]) => part.askedWhen === box);
  const boxes = entries.filter(([, part]) => part.kind === 'checkbox');
  const others = entries.filter(([, part]) => part.kind !== 'checkbox' && !part.askedWhen);
  return (
    <>
      <chakra.div ref={boxesRef}>
        {boxes.map(([part, box]) => {
          const path = `${name}.${part}`;
          const dependent = dependentOf(part);
          if (!dependent) {
            return (
              <Choice
                key={part}
                id={fieldId(path)}
                name={path}
                value="yes"
                type="checkbox"
                label={box.label}
              />
            );
          }
          const dependentPath = `${name}.${dependent[0]}`;
          return (
            <Fragment key={part}>
              <Choice
                id={`${fieldId(dependentPath)}-needed`}
                name={path}
                value="yes"
                type="checkbox"
                label={box.label}
                checked={ticked[part] ?? false}
                onChange={(checked) => setTicked((state) => ({ ...state, [part]: checked }))}
              />
              {ticked[part] ? (
                <chakra.div borderLeftWidth="4px" borderColor="gray.400" pl={4} ml={3} my={2}>
                  <FieldControl name={dependentPath} field={{ ...dependent[1], required: true }} />
                </chakra.div>
              ) : null}
            </Fragment>
          );
        })}
      </chakra.div>
      {others.map(([part, field]) => (
        <FieldControl key={part} name={`${name}.${part}`} field={field} />
      ))}
    </>
  );
}

/**
 * A radio question that reveals others for one answer, shown under it while that answer is chosen
 * (GOV.UK's conditional reveal). Its answer is the form's: emptying the form clears it.
 */
function RevealingChoice({
  name,
  field,
  revealed,
  onChoose,
}: {
  name: string;
  field: AnyField & { kind: 'choice' };
  revealed: [string, AnyField][];
  onChoose: (choice: string, value: string) => void;
}) {
  const groupRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<string>();
  useFormReset(
    groupRef,
    useCallback(() => setChosen(undefined), []),
  );
  const choose = (value: string) => {
    setChosen(value);
    onChoose(name, value);
  };
  return (
    <chakra.div ref={groupRef} display="grid" gap={6}>
      <ChoiceGroup
        field={name}
        legend={field.label}
        hint={field.hint}
        type="radio"
        options={optionsOf(field.options)}
        chosen={chosen}
        onChoose={choose}
      />
      {chosen === field.reveals?.value ? (
        <chakra.div
          display="grid"
          gap={6}
          borderLeftWidth="4px"
          borderColor="gray.400"
          pl={4}
          ml={3}
        >
          {revealed.map(([each, question]) => (
            <FieldControl key={each} name={each} field={question} />
          ))}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}

/**
 * A box that takes other fields away when ticked (such as staying anonymous), with its hint. Its
 * state is the form's: emptying the form unticks it.
 */
function HidingBox({
  name,
  field,
  ticked,
  onTick,
}: {
  name: string;
  field: AnyField;
  ticked: boolean;
  onTick: (box: string, checked: boolean) => void;
}) {
  const { fieldId } = useFieldIds();
  const boxRef = useRef<HTMLDivElement>(null);
  useFormReset(
    boxRef,
    useCallback(() => onTick(name, false), [name, onTick]),
  );
  const hintId = `${fieldId(name)}-hint`;
  return (
    <chakra.div ref={boxRef}>
      <Choice
        id={fieldId(name)}
        name={name}
        value="yes"
        type="checkbox"
        label={field.label}
        describedBy={field.hint ? hintId : undefined}
        checked={ticked}
        onChange={(checked) => onTick(name, checked)}
      />
      {field.hint ? (
        <chakra.p id={hintId} color="muted" fontSize="sm" ml={9}>
          {field.hint}
        </chakra.p>
      ) : null}
    </chakra.div>
  );
}

/** Every section of the form in order, each with its fields' controls. */
export function TableSections<Input, SectionName extends string>({
  form,
  own = {},
  onHide,
}: {
  form: AnyFormTable<Input, SectionName>;
  /** The controls of the fields the form shows itself, by field name. */
  own?: Partial<Record<keyof Input, ReactNode>>;
  /** Called when a ticked box takes these fields away: their problems no longer apply. */
  onHide?: (fields: (keyof Input & string)[]) => void;
}) {
  const fields = Object.entries(form.fields as Record<string, AnyField>);
  const sectionOf = form.sectionOf as Record<string, SectionName>;
  const [ticked, setTicked] = useState<Partial<Record<string, boolean>>>({});
  const tick = useCallback(
    (box: string, checked: boolean) => {
      setTicked((state) => ({ ...state, [box]: checked }));
      if (checked) onHide?.(hiddenBy(form.fields, box));
    },
    [form.fields, onHide],
  );
  const choose = useCallback(
    (choice: string, value: string) => {
      const field = (form.fields as Record<string, AnyField>)[choice];
      if (field?.kind === 'choice' && value !== field.reveals?.value) {
        onHide?.(revealedBy(form.fields, choice));
      }
    },
    [form.fields, onHide],
  );
  const control = (name: string, field: AnyField) => {
    if (name in own) return <Fragment key={name}>{own[name as keyof Input]}</Fragment>;
    // Left out while its box is ticked: nothing typed before is kept or sent.
    if (field.askedUnless && ticked[field.askedUnless]) return null;
    // Shown by its choice, under it, and only for the answer that asks it.
    if (field.askedIfChosen) return null;
    if (field.kind === 'choice' && field.reveals) {
      const revealed = revealedBy(form.fields, name).map(
        (each) => [each, (form.fields as Record<string, AnyField>)[each]!] as [string, AnyField],
      );
      return (
        <RevealingChoice
          key={name}
          name={name}
          field={field}
          revealed={revealed}
          onChoose={choose}
        />
      );
    }
    if (field.kind === 'checkbox' && field.hides) {
      return (
        <HidingBox
          key={name}
          name={name}
          field={field}
          ticked={ticked[name] ?? false}
          onTick={tick}
        />
      );
    }
    return <FieldControl key={name} name={name} field={field} />;
  };
  return (
    <>
      {(Object.entries(form.sections) as [SectionName, FormSection][]).map(
        ([section, { legend, hint }]) => {
          const controls = fields
            .filter(([name]) => sectionOf[name] === section)
            .map(([name, field]) => control(name, field));
          return legend ? (
            <Section key={section} legend={legend} hint={hint}>
              {controls}
            </Section>
          ) : (
            <chakra.div key={section} display="grid" gap={6}>
              {controls}
            </chakra.div>
          );
        },
      )}
    </>
  );
}
