// A public form's sections and controls, made from its field table (schema/contract/fieldTable.ts):
// each kind of field gets the same control on every form, in the table's order, under the
// section it is asked in. Fields the form handles itself (file uploads) are passed in `own`.
import { chakra } from '@chakra-ui/react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyField, FormTable } from '../../../../schema/contract/fieldTable';
import { SERVICES } from '../../../../schema/contract/services';
import { useFieldIds } from './fieldIds';
import {
  Choice,
  ChoiceGroup,
  ConsentChoice,
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
  date: { kind: 'date' },
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
    case 'email':
    case 'phone':
    case 'date':
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
  useEffect(() => {
    const form = boxesRef.current?.closest('form');
    const untick = () => setTicked({});
    form?.addEventListener('reset', untick);
    return () => form?.removeEventListener('reset', untick);
  }, []);
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

/** Every section of the form in order, each with its fields' controls. */
export function TableSections<Input, SectionName extends string>({
  form,
  own,
}: {
  form: FormTable<Input, SectionName>;
  /** The controls of the fields the form shows itself, by field name. */
  own: Partial<Record<keyof Input, ReactNode>>;
}) {
  const fields = Object.entries(form.fields as Record<string, AnyField>);
  const sectionOf = form.sectionOf as Record<string, SectionName>;
  return (
    <>
      {(
        Object.entries(form.sections) as [
          SectionName,
          FormTable<Input, SectionName>['sections'][SectionName],
        ][]
      ).map(([section, { legend, hint }]) => (
        <Section key={section} legend={legend} hint={hint}>
          {fields
            .filter(([name]) => sectionOf[name] === section)
            .map(([name, field]) =>
              name in own ? (
                <Fragment key={name}>{own[name as keyof Input]}</Fragment>
              ) : (
                <FieldControl key={name} name={name} field={field} />
              ),
            )}
        </Section>
      ))}
    </>
  );
}
