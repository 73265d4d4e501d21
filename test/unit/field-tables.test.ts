// What a form's field table (schema/contract/fieldTable.ts) promises beyond the types: the admin's
// list summary carries exactly the fields the table allows in a list, the e-mails carry none the
// table keeps out of e-mail, and every section is used.
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  acknowledgementSubject,
  acknowledgementText,
  staffNotificationText,
} from '../../lambdas/referrals/mail';
import type { AnyField } from '../../schema/contract/fieldTable';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';
import type { Referral } from '../../schema/generated/types';

const schema = buildSchema(
  ['schema/appsync-builtins.graphql', 'schema/schema.graphql']
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n'),
);

function objectFields(typeName: string): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  return Object.keys(type.getFields());
}

const tables = [{ name: 'referral', form: REFERRAL_FORM, summary: 'ReferralSummary' }] as const;

describe.each(tables)('the $name form’s table', ({ form, summary }) => {
  const fields = Object.entries(form.fields as Record<string, AnyField>);

  it(`lets ${summary} carry exactly the fields it allows in a list`, () => {
    const inSummary = objectFields(summary);
    const listed = fields.filter(([, field]) => field.allowedIn.list).map(([name]) => name);
    const kept = fields.filter(([, field]) => !field.allowedIn.list).map(([name]) => name);
    expect(inSummary).toEqual(expect.arrayContaining(listed));
    expect(inSummary.filter((name) => kept.includes(name))).toEqual([]);
  });

  it('asks every field in a section it defines, and leaves no section empty', () => {
    const sections = Object.keys(form.sections);
    const sectionOf = form.sectionOf as Record<string, string>;
    expect(Object.keys(sectionOf).sort()).toEqual(fields.map(([name]) => name).sort());
    expect([...new Set(Object.values(sectionOf))].sort()).toEqual([...sections].sort());
  });

  it('gives every field the visitor must answer or may get wrong a message, and every part too', () => {
    // Texts have the shared "too long" and "one line" messages, e-mail addresses and phone
    // numbers the shared format messages; boxes, files and groups none of their own.
    const needsMessage = (field: AnyField) =>
      ['date', 'ndisNumber', 'postcode', 'choice', 'services', 'consent'].includes(field.kind) ||
      ((field.required || field.askedWhen !== undefined) && ['line', 'text'].includes(field.kind));
    const all = fields.flatMap(([name, field]): [string, AnyField][] =>
      field.kind === 'group'
        ? Object.entries(field.parts as Record<string, AnyField>).map(([part, each]) => [
            `${name}.${part}`,
            each,
          ])
        : [[name, field]],
    );
    expect(all.filter(([, field]) => needsMessage(field) && !field.error).map(([n]) => n)).toEqual(
      [],
    );
  });
});

describe('the referral e-mails', () => {
  // A value no text of the e-mails holds by itself, for each field.
  const marked = Object.fromEntries(
    Object.keys(REFERRAL_FORM.fields).map((name) => [name, `marker-${name}-7q`]),
  );
  const referral = {
    ...marked,
    id: 'R-7K3Q9P',
    createdAt: '2026-11-27T01:02:03.000Z',
    referrerEmail: 'marker-referrerEmail-7q@example.com',
  } as unknown as Referral;
  const sent = [
    acknowledgementSubject(referral),
    acknowledgementText(referral),
    staffNotificationText(referral),
  ].join('\n');

  it.each(
    Object.entries(REFERRAL_FORM.fields as Record<string, AnyField>).filter(
      ([, field]) => !field.allowedIn.email,
    ),
  )('carry no %s: the table keeps it out of e-mail', (name) => {
    expect(sent).not.toContain(`marker-${name}-7q`);
  });
});
