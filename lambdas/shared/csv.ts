// CSV exports for the admin (messages, feedback). A cell a spreadsheet would read as a formula
// (starting with =, +, -, @, tab or carriage return) is neutralised with a leading apostrophe, as
// OWASP's "CSV injection" guidance advises, so an exported enquiry cannot run anything when opened.

import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralisedCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** A header row and one row per item; every cell is text, neutralised, CRLF line ends (RFC 4180). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const cell = (value: string | number | boolean | null | undefined): string =>
    neutralisedCell(value === null || value === undefined ? '' : String(value));
  return stringify(
    [
      columns.map((column) => cell(column.header)),
      ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
    ],
    { record_delimiter: 'windows', quoted: true, quoted_empty: true },
  );
}
