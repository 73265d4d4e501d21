// The AppSync scalars schema/schema.graphql uses
// (https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html), validated as AppSync does for
// variables, literals and results. Messages follow AppSync's wording ("Unable to parse `x` as a
// valid ...") so clients see the same text locally and in the cloud.
import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  type GraphQLNamedType,
  type GraphQLScalarType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';

/**
 * Thrown by a scalar parser; the gateway turns it into AppSync's "Variable ... has an invalid value"
 * text. A plain Error, so graphql-js keeps it as the originalError of the error it reports.
 */
export class ScalarParseError extends Error {
  constructor(
    readonly scalar: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

interface ScalarRules {
  /** What the value must be, as in "Unable to parse `x` as a valid <what>". */
  what: string;
  /** Checks a string form; returns the value to use, or undefined when invalid. */
  parse(text: string): unknown;
}

const OFFSET = '(?:Z|[+-]\\d{2}(?::\\d{2}(?::\\d{2})?)?)';
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const TIME = '\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?';

function matching(pattern: RegExp, extra: (text: string) => boolean) {
  return (text: string): string | undefined =>
    pattern.test(text) && extra(text) ? text : undefined;
}

/** A calendar date that exists (2024-02-30 does not). */
function realDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function realTime(text: string): boolean {
  const [hours, minutes, seconds = 0] = text.split(':').map((part) => Number.parseFloat(part));
  return (hours ?? 99) < 24 && (minutes ?? 99) < 60 && seconds < 60;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const RULES: Record<string, ScalarRules> = {
  AWSDate: {
    what: 'date',
    parse: matching(new RegExp(`^${DATE}${OFFSET}?$`), realDate),
  },
  AWSDateTime: {
    what: 'date time',
    parse: matching(
      new RegExp(`^${DATE}T${TIME}${OFFSET}$`),
      (text) => realDate(text) && realTime(text.slice(11)),
    ),
  },
  AWSEmail: {
    what: 'email address',
    parse: matching(EMAIL, (text) => text.length <= 254 && !text.includes('..')),
  },
};

function invalid(name: string, rules: ScalarRules, value: unknown): ScalarParseError {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return new ScalarParseError(name, `Unable to parse \`${shown}\` as a valid ${rules.what}.`);
}

function parseInput(name: string, rules: ScalarRules, value: unknown): unknown {
  if (typeof value !== 'string') {
    throw invalid(name, rules, value);
  }
  const parsed = rules.parse(value);
  if (parsed === undefined) {
    throw invalid(name, rules, value);
  }
  return parsed;
}

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
      return node.value;
    case Kind.INT:
      return Number(node.value);
    default:
      return undefined;
  }
}

/** The custom scalars the schema's fields, arguments and input fields use. */
function usedScalars(schema: GraphQLSchema): Set<GraphQLScalarType> {
  const used = new Set<GraphQLNamedType>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        used.add(getNamedType(field.type));
        field.args.forEach((arg) => used.add(getNamedType(arg.type)));
      }
    } else if (isInputObjectType(type)) {
      Object.values(type.getFields()).forEach((field) => used.add(getNamedType(field.type)));
    }
  }
  return new Set(
    [...used].filter(
      (type): type is GraphQLScalarType => isScalarType(type) && !isSpecifiedScalarType(type),
    ),
  );
}

/**
 * Gives the AppSync scalars the schema uses their behaviour. One without rules here would accept
 * anything locally that AppSync refuses, so the gateway does not start with it.
 */
export function installAppSyncScalars(schema: GraphQLSchema): void {
  for (const scalar of usedScalars(schema)) {
    const { name } = scalar;
    const rules = RULES[name];
    if (!rules) {
      throw new Error(
        `The schema uses the scalar ${name}, which lib/local/gateway/scalars.ts does not validate.`,
      );
    }
    scalar.parseValue = (value) => parseInput(name, rules, value);
    scalar.parseLiteral = (node) => parseInput(name, rules, literalValue(node));
    scalar.serialize = (value) => parseInput(name, rules, value);
  }
}
