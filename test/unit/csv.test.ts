import { describe, expect, it } from 'vitest';
import { neutralisedCell, toCsv } from '../../lambdas/shared/csv';

describe('CSV export', () => {
  it.each(['=1+1', '+61 400 000 000', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell a spreadsheet would read as a formula: %j',
    (value) => {
      expect(neutralisedCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text as it is', () => {
    expect(neutralisedCell('Alex = friend')).toBe('Alex = friend');
  });

  it('quotes every cell, doubles quotes, keeps line breaks inside cells and ends rows with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; note?: string }) => row.name },
        { header: 'Note', value: (row) => row.note },
      ],
      [{ name: '=HYPERLINK("http://evil")', note: 'Line one\nsaid "hi"' }, { name: 'Sam' }],
    );
    expect(csv).toBe(
      '"Name","Note"\r\n' +
        '"\'=HYPERLINK(""http://evil"")","Line one\nsaid ""hi"""\r\n' +
        '"Sam",""\r\n',
    );
  });
});
