import { describe, expect, it } from 'vitest';
import { companyForProductCode } from './company-lookup';

describe('companyForProductCode', () => {
  const rows: Array<[prefixes: string[], company: number]> = [
    [['10', '11', '12', '13', '14'], 1],
    [['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], 2],
    [['33'], 3],
    [['40', '41', '42', '43', '44', '45', '46'], 4],
    [['56', '57', '58'], 5],
    [['60', '61', '62', '63', '64', '65', '66', '67', '68', '69'], 6],
    [['77', '78', '79'], 7],
    [['80', '81', '82'], 28],
    [['71'], 70],
    [['91'], 91],
    [['92', '96'], 92],
    [['00', '93', '94', '95'], 93],
  ];

  it.each(rows)('maps every prefix of the row %j to company %i', (prefixes, company) => {
    for (const prefix of prefixes) expect(companyForProductCode(`${prefix}123`)).toBe(company);
  });

  it('falls back to the one-digit rows 8 and 0 when no two-digit row matches', () => {
    expect(companyForProductCode('83001')).toBe(28);
    expect(companyForProductCode('89')).toBe(28);
    expect(companyForProductCode('8')).toBe(28);
    expect(companyForProductCode('05001')).toBe(93);
    expect(companyForProductCode('0')).toBe(93);
  });

  it('has no company for the gaps', () => {
    const gaps = [
      '15',
      '19',
      '30',
      '32',
      '34',
      '39',
      '47',
      '55',
      '59',
      '70',
      '72',
      '76',
      '90',
      '97',
      '99',
    ];
    for (const prefix of gaps) expect(companyForProductCode(`${prefix}00`)).toBeNull();
    // A lone first digit other than 8 or 0 has no row.
    for (const code of ['1', '5', '9']) expect(companyForProductCode(code)).toBeNull();
  });

  it('ignores surrounding blanks and refuses non-numeric codes', () => {
    expect(companyForProductCode('  1011 ')).toBe(1);
    expect(companyForProductCode('')).toBeNull();
    expect(companyForProductCode('AB12')).toBeNull();
  });
});
