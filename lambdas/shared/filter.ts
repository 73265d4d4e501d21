// List filters in the schema's Model*FilterInput shapes, validated per entity and translated into a
// DynamoDB FilterExpression. Values only ever travel as expression attribute values.

import * as z from 'zod/mini';
import type { ModelIntInput } from '../../schema/generated/types';
import { ValidationError } from './errors';
import { LIST_LIMITS } from '../../schema/contract/inputLimits';

export type FieldKind = 'string' | 'int';

/**
 * Every field of a generated Model*FilterInput type with the kind of its comparison: passing the
 * filter type makes `npm run typecheck` fail when the schema's filter and the validation differ.
 */
export type FilterFields<Filter> = {
  [Field in Exclude<keyof Filter, 'and' | 'or' | 'not'>]-?: NonNullable<
    Filter[Field]
  > extends ModelIntInput
    ? 'int'
    : 'string';
};

type Operand = string | number;
type Comparison = Readonly<Record<string, Operand | null | undefined>>;
export interface FilterNode {
  readonly [key: string]: FilterNode | readonly FilterNode[] | Comparison | null | undefined;
}

export interface FilterExpression {
  expression: string;
  names: Record<string, string>;
  values: Record<string, Operand>;
}

const filterValue = z.nullish(
  z.string().check(
    z.maxLength(LIST_LIMITS.filterValue, {
      error: `Must be at most ${LIST_LIMITS.filterValue} characters.`,
    }),
  ),
);
const stringComparison = z.strictObject({
  eq: filterValue,
  ne: filterValue,
  contains: filterValue,
  beginsWith: filterValue,
});
const filterInt = z.nullish(z.int());
const intComparison = z.strictObject({
  eq: filterInt,
  ne: filterInt,
  lt: filterInt,
  le: filterInt,
  gt: filterInt,
  ge: filterInt,
});

const LOGICAL_OPERATORS = ['and', 'or', 'not'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with the filter's shape, if anything: and/or/not nested deeper than allowed, or too
 * many filter objects. Checked without recursion before the recursive schema runs, so a hostile
 * filter costs neither a deep parse nor an expression the store takes minutes to evaluate.
 */
function shapeProblem(filter: unknown): string | undefined {
  const pending: { node: unknown; depth: number }[] = [{ node: filter, depth: 0 }];
  let nodes = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth } = next;
    if (!isObject(node)) {
      continue; // The schema reports what is wrong with it.
    }
    nodes += 1;
    if (nodes > LIST_LIMITS.maxFilterNodes) {
      return `Use at most ${LIST_LIMITS.maxFilterNodes} filter objects.`;
    }
    for (const operator of LOGICAL_OPERATORS) {
      const operand = node[operator];
      const children = Array.isArray(operand) ? operand : [operand];
      if (children.some(isObject) && depth >= LIST_LIMITS.maxFilterDepth) {
        return `Nest and, or and not at most ${LIST_LIMITS.maxFilterDepth} levels deep.`;
      }
      pending.push(...children.map((child: unknown) => ({ node: child, depth: depth + 1 })));
    }
  }
  return undefined;
}

/** The filter schema for an entity whose filterable fields are `fields`. */
export function filterSchema<Filter>(fields: FilterFields<Filter>): z.ZodMiniType<FilterNode> {
  const node: z.ZodMiniType<FilterNode> = z.lazy(() =>
    z.strictObject({
      ...Object.fromEntries(
        Object.entries<FieldKind>(fields).map(([field, kind]) => [
          field,
          z.nullish(kind === 'int' ? intComparison : stringComparison),
        ]),
      ),
      and: z.nullish(z.array(node)),
      or: z.nullish(z.array(node)),
      not: z.nullish(node),
    }),
  );
  return z.pipe(
    z.unknown().check(
      z.superRefine((filter, context) => {
        const problem = shapeProblem(filter);
        if (problem) {
          context.addIssue({ code: 'custom', message: problem, abort: true });
        }
      }),
    ),
    node,
  );
}

const COMPARISON_TEMPLATES: Record<string, (name: string, value: string) => string> = {
  eq: (name, value) => `${name} = ${value}`,
  ne: (name, value) => `${name} <> ${value}`,
  lt: (name, value) => `${name} < ${value}`,
  le: (name, value) => `${name} <= ${value}`,
  gt: (name, value) => `${name} > ${value}`,
  ge: (name, value) => `${name} >= ${value}`,
  contains: (name, value) => `contains(${name}, ${value})`,
  beginsWith: (name, value) => `begins_with(${name}, ${value})`,
};

function joined(parts: string[], operator: 'AND' | 'OR'): string {
  const present = parts.filter(Boolean);
  return present.length > 1 ? `(${present.join(` ${operator} `)})` : (present[0] ?? '');
}

/** Translates a validated filter; returns undefined when it has no conditions. */
export function toFilterExpression(filter: FilterNode): FilterExpression | undefined {
  const names: Record<string, string> = {};
  const values: Record<string, Operand> = {};

  const comparison = (field: string, operators: Comparison): string[] =>
    Object.entries(operators).flatMap(([operator, operand]) => {
      const template = COMPARISON_TEMPLATES[operator];
      if (operand === null || operand === undefined || !template) {
        return [];
      }
      if (Object.keys(values).length >= LIST_LIMITS.maxFilterConditions) {
        throw new ValidationError(
          'filter',
          `Use at most ${LIST_LIMITS.maxFilterConditions} comparisons.`,
        );
      }
      const valueName = `:v${Object.keys(values).length}`;
      names[`#${field}`] = field;
      values[valueName] = operand;
      return [template(`#${field}`, valueName)];
    });

  const translate = (node: FilterNode): string =>
    joined(
      Object.entries(node).map(([key, value]) => {
        if (value === null || value === undefined) {
          return '';
        }
        if (key === 'and') {
          return joined((value as readonly FilterNode[]).map(translate), 'AND');
        }
        if (key === 'or') {
          const children = (value as readonly FilterNode[]).map(translate);
          // An empty alternative matches everything, so the whole `or` imposes no condition.
          return children.includes('') ? '' : joined(children, 'OR');
        }
        if (key === 'not') {
          const inner = translate(value as FilterNode);
          return inner ? `(NOT ${inner})` : '';
        }
        return joined(comparison(key, value as Comparison), 'AND');
      }),
      'AND',
    );

  const expression = translate(filter);
  return expression ? { expression, names, values } : undefined;
}
