import { describe, expect, it } from 'vitest';
import { parseCsv as parse } from '../test/csv.ts';
import { csvCell, csvDocument, csvLine, datedFilename, rupees, UTF8_BOM } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers alone and writes nothing for null', () => {
    expect(csvCell('Anjali Menon')).toBe('Anjali Menon');
    expect(csvCell(1499)).toBe('1499');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('')).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Kochi, Kerala')).toBe('"Kochi, Kerala"');
    expect(csvCell('The "Kasavu" saree')).toBe('"The ""Kasavu"" saree"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps text a spreadsheet would run as a formula as text: a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.test"",""click"")"',
    );
    expect(csvCell('+91 98470 12345')).toBe("'+91 98470 12345");
    expect(csvCell('-2+3')).toBe("'-2+3");
    // An amount as text stays a number a spreadsheet can add up.
    expect(csvCell('-1500.00')).toBe('-1500.00');
    expect(csvCell('-1500.00 ')).toBe("'-1500.00 ");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('Meera = Nair')).toBe('Meera = Nair');
  });

  it('refuses a number that is not one', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });
});

describe('csvLine and csvDocument', () => {
  it('ends records in CRLF and reads back to the same values', () => {
    const values = ['RS-2026-000001', 'Kochi, Kerala', 'The "best"', '=cmd', null, 12];
    const line = csvLine(values);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parse(line)).toEqual([['RS-2026-000001', 'Kochi, Kerala', 'The "best"', "'=cmd", '', '12']]);
  });

  it('streams the BOM and header, then one chunk per page (empty pages skipped)', async () => {
    async function* pages() {
      yield [{ n: 'a', v: 1 }];
      yield [];
      yield [
        { n: 'b, c', v: 2 },
        { n: 'd', v: 3 },
      ];
    }
    const chunks: string[] = [];
    for await (const chunk of csvDocument(
      [
        { header: 'Name', value: (r: { n: string; v: number }) => r.n },
        { header: 'Value', value: (r) => r.v },
      ],
      pages(),
    ))
      chunks.push(chunk);
    expect(chunks).toHaveLength(3);
    expect(chunks[0]!.startsWith(UTF8_BOM)).toBe(true);
    expect(parse(chunks.join('').slice(1))).toEqual([
      ['Name', 'Value'],
      ['a', '1'],
      ['b, c', '2'],
      ['d', '3'],
    ]);
  });

  it('writes a header-only document for no rows', async () => {
    const chunks: string[] = [];
    async function* none() {}
    for await (const chunk of csvDocument([{ header: 'A', value: () => 1 }], none(), { bom: false }))
      chunks.push(chunk);
    expect(chunks).toEqual(['A\r\n']);
  });
});

describe('rupees and datedFilename', () => {
  it('writes paise as rupees with two decimals', () => {
    expect(rupees(149900)).toBe('1499.00');
    expect(rupees(5)).toBe('0.05');
    expect(rupees(0)).toBe('0.00');
    expect(rupees(-12345)).toBe('-123.45');
  });

  it("dates a download by India's calendar day", () => {
    expect(datedFilename('roslis-orders', new Date('2026-11-25T18:29:00Z'))).toBe(
      'roslis-orders-2026-11-25.csv',
    );
    expect(datedFilename('roslis-orders', new Date('2026-11-25T18:31:00Z'))).toBe(
      'roslis-orders-2026-11-26.csv',
    );
  });
});
