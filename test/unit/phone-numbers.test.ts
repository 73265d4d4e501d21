// The tel: links: inbound numbers (13, 1300, 1800) dialled as written, every other Australian number
// in its +61 form.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialNumber, telHref } from '../../schema/contract/phoneNumbers';

describe('dialNumber', () => {
  it.each([
    ['1300 000 000', '1300000000'],
    ['1300000000', '1300000000'],
    ['1800 035 544', '1800035544'],
    ['1800-035-544', '1800035544'],
    ['13 11 14', '131114'],
    ['131 450', '131450'],
    ['+61 1300 000 000', '1300000000'],
    ['+611800035544', '1800035544'],
  ])('dials the inbound number %s as written: %s', (written, dialled) => {
    expect(dialNumber(written)).toBe(dialled);
  });

  it.each([
    ['0412 345 678', '+61412345678'],
    ['(03) 9000 0000', '+61390000000'],
    ['08 8000 0000', '+61880000000'],
    ['+61 3 9000 0000', '+61390000000'],
    ['+61412345678', '+61412345678'],
    ['+64 9 000 0000', '+6490000000'],
  ])('dials %s in its international form: %s', (written, dialled) => {
    expect(dialNumber(written)).toBe(dialled);
  });

  it.each([
    ['000', '000'],
    ['1300 000', '1300000'],
    ['13000', '13000'],
  ])('leaves %s, which is neither, as its digits: %s', (written, dialled) => {
    expect(dialNumber(written)).toBe(dialled);
  });
});

describe('telHref', () => {
  it('links a 1300 number without +61 and a mobile with it', () => {
    expect(telHref('1300 000 000')).toBe('tel:1300000000');
    expect(telHref('0412 345 678')).toBe('tel:+61412345678');
  });
});

describe('the tel: links', () => {
  it('are all built by telHref', () => {
    const sources = ['frontend/src', 'lambdas', 'lib', 'schema/contract'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join(dir, file)),
    );
    const building = sources.filter((file) => /[`'"]tel:/.test(readFileSync(file, 'utf8')));
    expect(building).toEqual([join('schema/contract', 'phoneNumbers.ts')]);
  });
});
