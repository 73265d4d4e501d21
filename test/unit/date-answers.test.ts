// A date typed into day, month and year boxes (frontend/src/components/form/dateAnswers.ts): the
// AWSDate it makes, or GOV.UK's message naming what is wrong and the boxes it is about.
import { describe, expect, it } from 'vitest';
import {
  longDate,
  readDate,
  type DateBounds,
} from '../../frontend/src/components/form/dateAnswers';

const TODAY = '2026-11-28';
const BIRTH: DateBounds = { earliest: '1900-01-01', notAfterToday: true };

const typed = (day: string, month: string, year: string, bounds: DateBounds = BIRTH) =>
  readDate({ day, month, year }, 'Date of birth', bounds, TODAY);

describe('readDate', () => {
  it.each([
    [['27', '3', '2007'], '2007-03-27'],
    [['07', '03', '2007'], '2007-03-07'],
    [[' 1 ', ' 1 ', ' 1900 '], '1900-01-01'],
    [['29', '2', '2024'], '2024-02-29'],
    [['28', '11', '2026'], TODAY],
  ])('reads %j as %s', ([day, month, year], date) => {
    expect(typed(day!, month!, year!)).toEqual({ date });
  });

  it('takes three blank boxes as no date', () => {
    expect(typed('', ' ', '')).toEqual({ date: null });
  });

  it.each([
    [['', '3', '2007'], 'Date of birth must include a day', ['day']],
    [['27', '', '2007'], 'Date of birth must include a month', ['month']],
    [['27', '3', ''], 'Date of birth must include a year', ['year']],
    [['', '', '2007'], 'Date of birth must include a day and month', ['day', 'month']],
    [['27', '', ''], 'Date of birth must include a month and year', ['month', 'year']],
    [['27', '3', '07'], 'Date of birth must have a year of 4 numbers, like 2007', ['year']],
    [['30', '2', '2007'], 'Date of birth must be a real date', ['day']],
    [['29', '2', '2023'], 'Date of birth must be a real date', ['day']],
    [['0', '3', '2007'], 'Date of birth must be a real date', ['day']],
    [['27', '13', '2007'], 'Date of birth must be a real date', ['month']],
    [['32', '13', '2007'], 'Date of birth must be a real date', ['day', 'month']],
    [['27', 'March', '2007'], 'Date of birth must be a real date', ['month']],
    [['2 7', '3', '2007'], 'Date of birth must be a real date', ['day']],
    [['29', '11', '2026'], 'Date of birth must be today or in the past', ['day', 'month', 'year']],
    [
      ['31', '12', '1899'],
      'Date of birth must be the same as or after 1 January 1900',
      ['day', 'month', 'year'],
    ],
  ])('says what is wrong with %j', ([day, month, year], problem, wrong) => {
    expect(typed(day!, month!, year!)).toEqual({ problem, wrong });
  });

  it('lets an unbounded date be in the future or long ago', () => {
    expect(typed('1', '7', '2030', {})).toEqual({ date: '2030-07-01' });
    expect(typed('1', '7', '1850', {})).toEqual({ date: '1850-07-01' });
  });
});

describe('longDate', () => {
  it('writes a date as an Australian reads it, whatever the time zone', () => {
    expect(longDate('2007-03-27')).toBe('27 March 2007');
    expect(longDate('1900-01-01')).toBe('1 January 1900');
  });
});
