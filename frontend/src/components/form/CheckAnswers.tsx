// GOV.UK's "Check your answers": every answer of a form, made from its field table
// (schema/contract/fieldTable.ts) under the form's sections, so a field added to the table is
// listed without more code. Each answer has a Change link back to its question.
import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  notChosenFor,
  type AnyField,
  type AnyFormTable,
  type FormSection,
} from '../../../../schema/contract/fieldTable';
import { SERVICE_TITLES } from '../../../../schema/contract/services';
import { formText } from '../../content/formText';
import { longDate } from './dateAnswers';
import { formFieldId } from './fieldIds';

const text = formText.checkAnswers;

/** One answer as the visitor reads it; null when none was given. */
function answerText(
  field: AnyField,
  value: unknown,
  own: readonly string[] | undefined,
): ReactNode {
  if (field.kind === 'files') return own?.length ? <Lines lines={own} /> : null;
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'date':
      return longDate(String(value));
    case 'choice':
      return field.options[String(value)] ?? String(value);
    case 'services': {
      const chosen = value as string[];
      return chosen.length ? (
        <Lines lines={chosen.map((key) => SERVICE_TITLES[key as keyof typeof SERVICE_TITLES])} />
      ) : null;
    }
    case 'consent':
    case 'checkbox':
      return value ? text.yes : text.no;
    case 'postcode':
      // Sent as a number: the postcode as written has four digits.
      return String(value).padStart(4, '0');
    default:
      return String(value as string | number);
  }
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <chakra.ul listStyleType="none">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </chakra.ul>
  );
}

interface Row {
  /** The control's name: a field's, or a group's part as `group.part`. */
  path: string;
  field: AnyField;
  value: unknown;
}

/** A field's rows: itself, or a group's parts that were asked. */
function rowsOf(
  name: string,
  field: AnyField,
  answers: Record<string, unknown>,
  table: Record<string, AnyField>,
): Row[] {
  if (field.askedUnless && answers[field.askedUnless] === true) return [];
  if (notChosenFor(table, field, (choice) => answers[choice])) return [];
  if (field.kind !== 'group') return [{ path: name, field, value: answers[name] }];
  const parts = (answers[name] ?? {}) as Record<string, unknown>;
  return Object.entries(field.parts).flatMap(([part, each]) =>
    each.askedWhen && parts[each.askedWhen] !== true
      ? []
      : [{ path: `${name}.${part}`, field: each, value: parts[part] }],
  );
}

/**
 * The answers, a Change link on each that calls `onChange` with the id of the question's control,
 * then `send`. Its heading takes focus when the list is shown. The form loads it when it is
 * needed (PublicForm.tsx): the default export.
 */
export default function CheckAnswers({
  idPrefix,
  table,
  answers,
  own = {},
  onChange,
  send,
}: {
  idPrefix: string;
  table: AnyFormTable<unknown, string>;
  /** The checked answers, as the API takes them. */
  answers: Record<string, unknown>;
  /** What the form shows of the answers it handles itself (the files' names), by field. */
  own?: Partial<Record<string, readonly string[]>>;
  onChange: (controlId: string) => void;
  send: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Focused as it is shown, not a frame later (usePublicForm.ts says why).
  useLayoutEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  const fields = Object.entries(table.fields as Record<string, AnyField>);
  const sectionOf = table.sectionOf as Record<string, string>;
  const headingId = `${idPrefix}-check-heading`;
  const change = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    const id = formFieldId(idPrefix, path);
    // A box that shows another question carries that question's id with a suffix: find it by name.
    const control =
      document.getElementById(id) ??
      document.querySelector<HTMLElement>(`[name="${path}"][id^="${idPrefix}-"]`);
    onChange(control?.id ?? id);
  };
  return (
    <chakra.section aria-labelledby={headingId} maxW="40rem" mb={8}>
      <chakra.h3
        ref={ref}
        id={headingId}
        tabIndex={-1}
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        mb={2}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
      >
        {text.heading}
      </chakra.h3>
      <chakra.p fontSize="lg" mb={6}>
        {text.intro}
      </chakra.p>
      {(Object.entries(table.sections) as [string, FormSection][]).map(([section, { legend }]) => {
        const rows = fields
          .filter(([name]) => sectionOf[name] === section)
          .flatMap(([name, field]) => rowsOf(name, field, answers, table.fields));
        if (!rows.length) return null;
        return (
          <chakra.div key={section} mb={8}>
            {legend ? (
              <chakra.h4 fontSize="xl" fontWeight="bold" color="brand.700" mb={2}>
                {legend}
              </chakra.h4>
            ) : null}
            <chakra.dl borderTopWidth="1px" borderColor="gray.300">
              {rows.map(({ path, field, value }) => (
                <chakra.div
                  key={path}
                  display="grid"
                  gridTemplateColumns={{ base: '1fr auto', md: '14rem 1fr auto' }}
                  columnGap={4}
                  rowGap={1}
                  py={3}
                  borderBottomWidth="1px"
                  borderColor="gray.300"
                >
                  <chakra.dt fontWeight="semibold" gridColumn={{ base: '1 / -1', md: 'auto' }}>
                    {field.label}
                  </chakra.dt>
                  <chakra.dd whiteSpace="pre-line" wordBreak="break-word" minW={0}>
                    {answerText(field, value, own[path]) ?? (
                      <chakra.span color="muted">{text.notGiven}</chakra.span>
                    )}
                  </chakra.dd>
                  <chakra.dd>
                    <chakra.a
                      href={`#${formFieldId(idPrefix, path)}`}
                      onClick={(event) => change(event, path)}
                      color="brand.700"
                      fontWeight="semibold"
                      textDecoration="underline"
                      display="inline-block"
                      minH="target"
                    >
                      {text.change}
                      <chakra.span srOnly> {field.label}</chakra.span>
                    </chakra.a>
                  </chakra.dd>
                </chakra.div>
              ))}
            </chakra.dl>
          </chakra.div>
        );
      })}
      {send}
    </chakra.section>
  );
}
