import { describe, expect, it } from 'vitest';
import { bridgeContract } from './contract';

const saveInputs = {
  'dialogs.saveFile': (defaultName: string) => ({ kind: 'csv', defaultName, content: 'a;b\r\n' }),
  'csv.saveFile': (defaultName: string) => ({ defaultName, fields: ['a'], rows: [] }),
} as const;

describe.each(Object.keys(saveInputs) as Array<keyof typeof saveInputs>)('%s', (name) => {
  const accepts = (defaultName: string) =>
    bridgeContract.procedures[name].input.safeParse(saveInputs[name](defaultName)).success;

  it('takes a plain file name', () => {
    expect(accepts('produtos-2026-11-25.csv')).toBe(true);
    expect(accepts('Relatório de erros (1).csv')).toBe(true);
  });

  it.each([
    '/etc/cron.d/console',
    'C:\\Users\\op\\Desktop\\x.csv',
    '../../.bashrc',
    'pasta/arquivo.csv',
    '..',
    '.',
    '',
    'a\0b.csv',
    'x'.repeat(201),
    'erros\u202Evsc.exe',
    'linha\nquebrada.csv',
  ])('refuses %j: a name, never a path', (defaultName) => {
    expect(accepts(defaultName)).toBe(false);
  });
});

it('dialogs.saveFile refuses content beyond its cap', () => {
  const input = bridgeContract.procedures['dialogs.saveFile'].input;
  expect(
    input.safeParse({ kind: 'any', defaultName: 'a.txt', content: 'x'.repeat(50_000_001) }).success,
  ).toBe(false);
});
