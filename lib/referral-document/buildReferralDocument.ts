// The referral document (the Word referral form) visitors download from /referral, generated as a real Word document. The local
// stack seeds it and the CDK stack deploys the same bytes at REFERRAL_DOCUMENT_KEY, so the provider's
// details always come from the one site-configuration module. The bytes depend on the content only
// (no build time inside), so an unchanged form is an unchanged CDK asset and is not redeployed.
import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { unzipSync, zipSync } from 'fflate';
import { siteConfig } from '../../schema/contract/siteConfig';

const ACCENT = '1F4E79';
const LABEL_SHADE = 'DEEAF6';
const FONT = 'Arial';

/** Stands in for the build time that docx writes into docProps/core.xml (UTC). */
const FIXED_TIMESTAMP = '2025-01-01T00:00:00Z';
const CORE_PROPERTIES = 'docProps/core.xml';
const CORE_TIMESTAMP = /(<dcterms:(?:created|modified) [^>]*>)[^<]*/g;

/** Repacks the document with the fixed dates in place of the build time. */
function withFixedDates(docx: Uint8Array): Buffer {
  const entries = unzipSync(docx);
  const core = entries[CORE_PROPERTIES];
  if (!core) throw new Error(`docx wrote no ${CORE_PROPERTIES}.`);
  const xml = Buffer.from(core).toString('utf8').replace(CORE_TIMESTAMP, `$1${FIXED_TIMESTAMP}`);
  entries[CORE_PROPERTIES] = Buffer.from(xml);
  // The same instant for every ZIP entry. ZIP stores local date and time, so it is built from
  // local-time fields, when packing: the same bytes in every time zone.
  return Buffer.from(zipSync(entries, { mtime: new Date(2025, 0, 1) }));
}

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 4, color: '8EAADB' },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: '8EAADB' },
  left: { style: BorderStyle.SINGLE, size: 4, color: '8EAADB' },
  right: { style: BorderStyle.SINGLE, size: 4, color: '8EAADB' },
};

function sectionHeading(text: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 320, after: 120 },
    children: [new TextRun({ text, bold: true, color: ACCENT, font: FONT, size: 26 })],
  });
}

function body(text: string, options: { italics?: boolean; bold?: boolean } = {}): Paragraph {
  return new Paragraph({
    spacing: { after: 120 },
    children: [new TextRun({ text, font: FONT, size: 21, ...options })],
  });
}

/** A two-column table of labels and empty cells to write in. */
function fieldTable(labels: readonly string[], answerHeight = 420): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: labels.map(
      (label) =>
        new TableRow({
          height: { value: answerHeight, rule: 'atLeast' },
          children: [
            new TableCell({
              width: { size: 35, type: WidthType.PERCENTAGE },
              borders: cellBorders,
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: LABEL_SHADE },
              children: [
                new Paragraph({ children: [new TextRun({ text: label, bold: true, font: FONT })] }),
              ],
            }),
            new TableCell({
              width: { size: 65, type: WidthType.PERCENTAGE },
              borders: cellBorders,
              children: [new Paragraph('')],
            }),
          ],
        }),
    ),
  });
}

/** One tickable line per option (Word content-control check boxes). */
function checkboxes(options: readonly string[]): Paragraph[] {
  return options.map(
    (option) =>
      new Paragraph({
        spacing: { after: 80 },
        children: [
          new CheckBox({ alias: option }),
          new TextRun({ text: `  ${option}`, font: FONT, size: 21 }),
        ],
      }),
  );
}

/** A tall empty box for free-text answers. */
function writingBox(label: string, height: number): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        height: { value: height, rule: 'atLeast' },
        children: [
          new TableCell({
            borders: cellBorders,
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: label, italics: true, color: '595959', font: FONT }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

export async function buildReferralDocument(): Promise<Buffer> {
  const { providerName, email, phone, abn } = siteConfig;
  const document = new Document({
    creator: providerName,
    title: `${providerName} referral form`,
    description: 'NDIS participant referral form',
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            heading: HeadingLevel.TITLE,
            children: [
              new TextRun({ text: providerName, bold: true, color: ACCENT, font: FONT, size: 40 }),
            ],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 80 },
            children: [new TextRun({ text: 'Referral Form', bold: true, font: FONT, size: 32 })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [
              new TextRun({
                text: `Registered NDIS provider · ABN ${abn} · ${phone.display} · ${email}`,
                font: FONT,
                size: 18,
                color: '595959',
              }),
            ],
          }),
          body(
            'Please complete every section you can, then e-mail the form to us. We will contact the ' +
              'participant or their nominee within two business days to talk about the support they need.',
          ),
          new Paragraph({
            spacing: { after: 120 },
            children: [
              new TextRun({ text: 'Please send the form to: ', bold: true, font: FONT }),
              new TextRun({ text: email, font: FONT, color: ACCENT, underline: {} }),
            ],
          }),

          sectionHeading('1. Participant details'),
          fieldTable([
            'Full name',
            'Preferred name',
            'Date of birth',
            'Gender',
            'Address',
            'Suburb, state and postcode',
            'Phone',
            'E-mail',
            'Preferred contact method',
            'Interpreter required (language)',
            'Nominee or guardian (name, relationship, phone)',
          ]),

          sectionHeading('2. NDIS plan'),
          fieldTable(['NDIS number', 'Plan start date', 'Plan end date']),
          body('Plan management type:', { bold: true }),
          ...checkboxes(['NDIA-managed (agency-managed)', 'Plan-managed', 'Self-managed']),
          fieldTable(['Plan manager name and invoice e-mail (if plan-managed)']),

          sectionHeading('3. Referrer details'),
          body('Leave blank if participants refer themselves.', { italics: true }),
          fieldTable([
            'Referrer name',
            'Organisation',
            'Role or relationship to participant',
            'Phone',
            'E-mail',
            'Date of referral',
          ]),

          sectionHeading('4. Services requested'),
          ...checkboxes([
            'Positive behaviour support practitioner (Allied Health)',
            'Occupational therapist',
            'Social worker',
            'Support coordination',
            'Supported independent living (SIL)',
            'Disability support worker',
          ]),

          sectionHeading('5. Reason for referral'),
          writingBox(
            'Describe the participant’s goals, current supports and why this referral is being made.',
            2400,
          ),
          fieldTable([
            'Primary disability or diagnosis',
            'Known risks (behaviours, health, environment)',
            'Preferred service location (home, community, telehealth)',
          ]),

          sectionHeading('6. Consent'),
          body(
            `I confirm that the participant (or their nominee or guardian) has agreed to this referral ` +
              `and consents to ${providerName} collecting, storing and using this information to ` +
              'assess and provide supports, and to contacting the people named in this form. ' +
              'Information is handled in line with the Privacy Act 1988 and the NDIS Code of Conduct.',
          ),
          ...checkboxes(['The participant or their nominee consents to this referral']),
          fieldTable(['Name of person giving consent', 'Signature', 'Date']),

          new Paragraph({
            spacing: { before: 360 },
            alignment: AlignmentType.CENTER,
            children: [
              new TextRun({
                text: `Thank you for your referral. Questions? Call ${phone.display} or e-mail ${email}.`,
                italics: true,
                font: FONT,
                size: 18,
                color: '595959',
              }),
            ],
          }),
        ],
      },
    ],
  });
  return withFixedDates(await Packer.toBuffer(document));
}
