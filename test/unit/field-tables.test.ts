// What a form's field table (schema/contract/fieldTable.ts) promises beyond the types: the admin's
// list summary carries exactly the fields the table allows in a list, the e-mails and CSV exports
// carry none the table keeps out of them, every section is used, and staff read every field.
import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { registerCsv } from '../../lambdas/feedback/csv';
import * as feedbackMail from '../../lambdas/feedback/mail';
import { messagesCsv } from '../../lambdas/messages/csv';
import { notificationText } from '../../lambdas/messages/mail';
import { createMessageArguments } from '../../lambdas/messages/schemas';
import * as referralMail from '../../lambdas/referrals/mail';
import { parseArguments } from '../../lambdas/shared/validation';
import { formText } from '../../frontend/src/content/formText';
import { CONTACT_FORM } from '../../schema/contract/contactFields';
import { FEEDBACK_FORM } from '../../schema/contract/feedbackFields';
import {
  FEEDBACK_REGISTER_FIELDS,
  REGISTER_FIELD_NAMES,
} from '../../schema/contract/feedbackRegisterFields';
import { staffOrder, type AnyField } from '../../schema/contract/fieldTable';
import { JOB_APPLICATION_FORM } from '../../schema/contract/jobApplicationFields';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';
import type { Feedback, Message, Referral } from '../../schema/generated/types';

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

const tables = [
  { name: 'referral', form: REFERRAL_FORM, summary: 'ReferralSummary' },
  { name: 'feedback', form: FEEDBACK_FORM, summary: 'FeedbackSummary' },
  { name: 'contact', form: CONTACT_FORM, summary: 'MessageSummary' },
  { name: 'job application', form: JOB_APPLICATION_FORM, summary: 'JobApplicationSummary' },
] as const;

describe.each(tables)('the $name form’s table', ({ form, summary }) => {
  const fields = Object.entries(form.fields as Record<string, AnyField>);
  const checksEach = form.blankMessage === undefined;

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

  it('lets staff read every field once', () => {
    expect([...staffOrder(form as never)].sort()).toEqual(fields.map(([name]) => name).sort());
  });

  it('leaves saying a field is optional to the form, which adds it to the label', () => {
    const saysOptional = fields.filter(([, field]) => field.label.includes(formText.optional));
    expect(saysOptional.map(([name]) => name)).toEqual([]);
  });

  it('names each control once', () => {
    const controls = fields.map(([name, field]) => field.control ?? name);
    expect(new Set(controls).size).toBe(controls.length);
  });

  it(
    checksEach
      ? 'gives every field the visitor must answer or may get wrong a message, and every part too'
      : 'says blanks in one message, and no field has one of its own',
    () => {
      if (!checksEach) {
        expect(form.blankMessage).toBeTruthy();
        expect(fields.filter(([, field]) => field.error !== undefined)).toEqual([]);
        return;
      }
      // Texts have the shared "too long" and "one line" messages, e-mail addresses and phone
      // numbers the shared format messages, dates GOV.UK's date messages (a required one its
      // own for a blank); boxes, files and groups none of their own.
      const needsMessage = (field: AnyField) =>
        ['ndisNumber', 'postcode', 'choice', 'services', 'consent'].includes(field.kind) ||
        ((field.required || field.askedWhen !== undefined) &&
          ['line', 'text', 'date'].includes(field.kind));
      const all = fields.flatMap(([name, field]): [string, AnyField][] =>
        field.kind === 'group'
          ? Object.entries(field.parts as Record<string, AnyField>).map(([part, each]) => [
              `${name}.${part}`,
              each,
            ])
          : [[name, field]],
      );
      expect(
        all.filter(([, field]) => needsMessage(field) && !field.error).map(([n]) => n),
      ).toEqual([]);
    },
  );
});

/** A value no text holds by itself, for each field of a table. */
function markedFields(fields: object): Record<string, string> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, `marker-${name}-7q`]));
}

/** The fields of a table that `use` keeps out of. */
const keptOutOf = (fields: object, use: 'email' | 'csv') =>
  Object.entries(fields as Record<string, AnyField>)
    .filter(([, field]) => !field.allowedIn[use])
    .map(([name]) => name);

describe('the referral e-mails', () => {
  const referral = {
    ...markedFields(REFERRAL_FORM.fields),
    id: 'R-7K3Q9P',
    createdAt: '2026-11-27T01:02:03.000Z',
    referrerEmail: 'marker-referrerEmail-7q@example.com',
  } as unknown as Referral;
  const sent = [
    referralMail.acknowledgementSubject(referral),
    ...Object.values(referralMail.acknowledgementBody(referral)),
    referralMail.staffNotificationText(referral),
  ].join('\n');

  it.each(keptOutOf(REFERRAL_FORM.fields, 'email'))(
    'carry no %s: the table keeps it out of e-mail',
    (name) => {
      expect(sent).not.toContain(`marker-${name}-7q`);
    },
  );
});

describe('the feedback e-mails', () => {
  const feedback = {
    ...markedFields(FEEDBACK_FORM.fields),
    id: 'F-7K3Q9P',
    kind: 'COMPLAINT',
    createdAt: '2026-11-27T01:02:03.000Z',
    email: 'marker-email-7q@example.com',
  } as unknown as Feedback;
  const sent = [
    feedbackMail.acknowledgementSubject(feedback),
    ...Object.values(feedbackMail.acknowledgementBody(feedback)),
    feedbackMail.staffNotificationText(feedback),
  ].join('\n');

  it.each(keptOutOf(FEEDBACK_FORM.fields, 'email'))(
    'carry no %s: the table keeps it out of e-mail',
    (name) => {
      expect(sent).not.toContain(`marker-${name}-7q`);
    },
  );
});

describe('the complaints register (CSV)', () => {
  const feedback = {
    ...markedFields(FEEDBACK_FORM.fields),
    id: 'F-7K3Q9P',
    kind: 'COMPLAINT',
    status: 'RECEIVED',
    anonymous: false,
    createdAt: '2026-11-27T01:02:03.000Z',
    statusHistory: [],
    notes: [],
    actions: [],
    receivedOn: '2026-11-27',
    // The register's own text fields, each marked.
    ...Object.fromEntries(
      REGISTER_FIELD_NAMES.filter((name) => FEEDBACK_REGISTER_FIELDS[name].kind === 'text').map(
        (name) => [name, `marker-${name}-7q`],
      ),
    ),
  } as unknown as Feedback;
  const csv = registerCsv([feedback]);

  it.each(
    REGISTER_FIELD_NAMES.filter(
      (name) =>
        FEEDBACK_REGISTER_FIELDS[name].kind === 'text' && !FEEDBACK_REGISTER_FIELDS[name].csv,
    ),
  )('carries no register %s: its table keeps it out of CSV', (name) => {
    expect(csv).not.toContain(`marker-${name}-7q`);
  });

  it('carries the register text its table allows in CSV', () => {
    expect(csv).toContain('marker-improvements-7q');
  });

  it.each(keptOutOf(FEEDBACK_FORM.fields, 'csv'))(
    'carries no %s: the table keeps it out of CSV',
    (name) => {
      expect(csv).not.toContain(`marker-${name}-7q`);
    },
  );

  it('carries the contact details the table allows in CSV', () => {
    for (const name of ['name', 'email', 'phone']) expect(csv).toContain(`marker-${name}-7q`);
  });
});

describe('the contact message', () => {
  const message = {
    ...markedFields(CONTACT_FORM.fields),
    id: 'm-7K3Q9P',
    postcode: 3000,
    status: 'NEW',
    createdAt: '2026-11-27T01:02:03.000Z',
    notes: [],
  } as unknown as Message;
  /** What a message's field shows as, marked or (the postcode, a number) as it is. */
  const shown = (name: string) => (name === 'postcode' ? '3000' : `marker-${name}-7q`);
  const names = Object.keys(CONTACT_FORM.fields);
  const outputs = { email: notificationText(message), csv: messagesCsv([message]) };

  it.each(['email', 'csv'] as const)(
    '%s carries what the table allows, and nothing else',
    (use) => {
      const kept = keptOutOf(CONTACT_FORM.fields, use);
      for (const name of names) {
        if (kept.includes(name)) expect(outputs[use]).not.toContain(shown(name));
        else expect(outputs[use]).toContain(shown(name));
      }
    },
  );

  it('is checked by the server field for field as the table has them', () => {
    const input = parseArguments(createMessageArguments, {
      input: {
        fullName: 'Robin',
        email: 'robin@example.com',
        phone: '0400 123 456',
        msg: 'Hello',
      },
    }).input;
    expect(Object.keys(input).filter((name) => !['website', 'clientToken'].includes(name))).toEqual(
      names,
    );
  });
});
