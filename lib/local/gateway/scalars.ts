// AppSync's scalars (https://docs.aws.amazon.com/appsync/latest/devguide/scalars.html), validated as
// AppSync does for variables, literals and results. Messages follow AppSync's wording
// ("Unable to parse `x` as a valid ...") so clients see the same text locally and in the cloud.
import { isIP } from 'node:net';
import { Kind, type GraphQLScalarType, type ValueNode } from 'graphql';

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
  /** Whether the scalar is written as an integer rather than a string. */
  integer?: boolean;
}

const OFFSET = '(?:Z|[+-]\\d{2}(?::\\d{2}(?::\\d{2})?)?)';
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const TIME = '\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?';

function matching(pattern: RegExp, extra: (text: string) => boolean = () => true) {
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
  AWSTime: {
    what: 'time',
    parse: matching(new RegExp(`^${TIME}${OFFSET}?$`), realTime),
  },
  AWSDateTime: {
    what: 'date time',
    parse: matching(
      new RegExp(`^${DATE}T${TIME}${OFFSET}$`),
      (text) => realDate(text) && realTime(text.slice(11)),
    ),
  },
  AWSTimestamp: {
    what: 'timestamp',
    integer: true,
    parse: (text) => (/^-?\d+$/.test(text) ? Number(text) : undefined),
  },
  AWSEmail: {
    what: 'email address',
    parse: matching(EMAIL, (text) => text.length <= 254 && !text.includes('..')),
  },
  AWSJSON: {
    what: 'JSON',
    // Resolvers receive AWSJSON input parsed, as in AppSync.
    parse: (text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
  },
  AWSURL: {
    what: 'URL',
    parse: (text) => {
      try {
        return new URL(text).protocol ? text : undefined;
      } catch {
        return undefined;
      }
    },
  },
  AWSPhone: {
    what: 'phone number',
    // Digits with optional + and separators; AppSync accepts national and international forms.
    parse: matching(/^\+?[\d\s().-]+$/, (text) => {
      const digits = text.replace(/\D/g, '').length;
      return digits >= 5 && digits <= 15;
    }),
  },
  AWSIPAddress: {
    what: 'IP address',
    parse: matching(/^[^/]+(?:\/\d{1,3})?$/, (text) => {
      const [address = '', prefix] = text.split('/');
      const version = isIP(address);
      return (
        version !== 0 && (prefix === undefined || Number(prefix) <= (version === 4 ? 32 : 128))
      );
    }),
  },
};

function invalid(name: string, rules: ScalarRules, value: unknown): ScalarParseError {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return new ScalarParseError(name, `Unable to parse \`${shown}\` as a valid ${rules.what}.`);
}

function parseInput(name: string, rules: ScalarRules, value: unknown): unknown {
  if (rules.integer) {
    if (typeof value === 'number' && Number.isInteger(value)) {
      return value;
    }
    throw invalid(name, rules, value);
  }
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

/** Gives the schema's AppSync scalars (declared in appsync-builtins.graphql) their behaviour. */
export function installAppSyncScalars(types: Iterable<GraphQLScalarType>): void {
  for (const scalar of types) {
    const rules = RULES[scalar.name];
    if (!rules) {
      continue;
    }
    const { name } = scalar;
    scalar.parseValue = (value) => parseInput(name, rules, value);
    scalar.parseLiteral = (node) => parseInput(name, rules, literalValue(node));
    scalar.serialize = (value) => {
      if (name === 'AWSJSON') {
        return typeof value === 'string' ? value : JSON.stringify(value);
      }
      return parseInput(name, rules, value);
    };
  }
}
