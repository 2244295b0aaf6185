import { describe, expect, it } from 'vitest';
import { MAX_RUN_CODES } from './constants';
import { parseCodes, prepareRun, runInputSchema, type RunProfile } from './run-input';

const profile: RunProfile = {
  projectId: 'demo',
  workersUrl: 'http://workers.test',
  storeIds: { shopee: '11', amazon: '', magalu: '', madeiramadeira: '', default: '' },
};

describe('parseCodes', () => {
  it('trims, drops blank lines and repeats (first kept), whatever the line endings', () => {
    expect(parseCodes(' 101 \r\n\n202\r303\n101\n  \n202\n101')).toEqual({
      codes: ['101', '202', '303'],
      duplicates: ['101', '202'],
    });
    expect(parseCodes(['a', ' a', '', 'b'])).toEqual({ codes: ['a', 'b'], duplicates: ['a'] });
    expect(parseCodes('')).toEqual({ codes: [], duplicates: [] });
  });
});

describe('prepareRun: the codes themselves', () => {
  const codesError = (codes: string | string[]) => {
    const result = prepareRun({ codes, tasks: ['bling-warehouse'] }, profile);
    return result.ok ? null : result.errors.filter((error) => error.field === 'codes');
  };

  it('accepts product codes as the catalogue writes them', () => {
    expect(codesError('1011\nABC-1\nSKU_20.5\nx')).toBeNull();
  });

  it('refuses codes that would become other URL path segments, or are not codes', () => {
    const [error] = codesError(['..', '.', '../etc', 'a/b', '1011 x', '%2e%2e', 'é', '-1'])!;
    expect(error.message).toBe(
      '8 código(s) inválido(s): "..", ".", "../etc", "a/b", "1011 x"…. Use até 64 letras, números, ponto, hífen ou sublinhado, começando por letra ou número.',
    );
    expect(codesError(['x'.repeat(65)])![0].message).toContain(`"${'x'.repeat(20)}…"`);
  });

  it('refuses more codes than a run takes, saying how many and the cap', () => {
    const codes = Array.from({ length: MAX_RUN_CODES + 1 }, (_, i) => String(i + 1));
    expect(codesError(codes)).toEqual([
      {
        field: 'codes',
        message:
          'São 20.001 códigos; uma sincronização aceita até 20.000. Divida a lista em partes.',
      },
    ]);
    expect(codesError(codes.slice(0, MAX_RUN_CODES))).toBeNull();
  });

  it('the transport refuses a paste far beyond the cap before splitting it', () => {
    const huge = Array.from({ length: MAX_RUN_CODES * 2 + 1 }, () => '1');
    expect(runInputSchema.safeParse({ codes: huge, tasks: [] }).success).toBe(false);
    expect(
      runInputSchema.safeParse({ codes: '1'.repeat(MAX_RUN_CODES * 80 + 1), tasks: [] }).success,
    ).toBe(false);
  });
});

describe('prepareRun', () => {
  it('accepts a valid run with defaults, tasks in catalogue order, and a duplicates notice', () => {
    const result = prepareRun(
      { codes: '101\n101\n202', tasks: ['site-cookstore', 'bling-warehouse'] },
      profile,
    );
    expect(result).toEqual({
      ok: true,
      notices: ['1 código(s) repetido(s) ignorado(s): 101.'],
      run: {
        codes: ['101', '202'],
        tasks: ['bling-warehouse', 'site-cookstore'],
        blingAccount: null,
        concurrency: 1,
        delayMs: 400,
        projectId: 'demo',
        storeIds: profile.storeIds,
      },
    });
  });

  it('shortens a long duplicates list', () => {
    const codes = Array.from({ length: 8 }, (_, i) => `${i}\n${i}`).join('\n');
    const result = prepareRun({ codes, tasks: ['bling-warehouse'] }, profile);
    expect(result.ok && result.notices[0]).toBe(
      '8 código(s) repetido(s) ignorado(s): 0, 1, 2, 3, 4….',
    );
  });

  it('reports every bad input at once, each tied to its field, in pt-BR', () => {
    const result = prepareRun({ codes: ' \n ', tasks: [] }, { ...profile, workersUrl: '' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'codes', message: 'Informe ao menos um código de produto (um por linha).' },
        { field: 'tasks', message: 'Selecione ao menos uma tarefa.' },
        {
          field: 'workersUrl',
          message:
            'A URL do serviço de sincronização não está configurada. Configure-a em Configurações antes de sincronizar.',
        },
      ],
    });
  });

  it('needs a Bling account for Bling create', () => {
    const result = prepareRun({ codes: '1', tasks: ['bling-create'] }, profile);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'blingAccount',
          message: 'Selecione a conta do Bling para: Bling → Criar produto.',
        },
      ],
    });
    expect(prepareRun({ codes: '1', tasks: ['bling-create'], blingAccount: 0 }, profile).ok).toBe(
      true,
    );
  });

  it('refuses unknown tasks, unconfigured store tasks and out-of-range options', () => {
    const result = prepareRun(
      { codes: '1', tasks: ['nope', 'bling-store-amazon'], concurrency: 11, delayMs: -1 },
      profile,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field)).toEqual([
      'tasks',
      'tasks',
      'concurrency',
      'delayMs',
    ]);
    expect(result.errors[0].message).toBe('Tarefa desconhecida: nope.');
    expect(result.errors[1].message).toContain('Amazon');
    expect(result.errors[2].message).toBe(
      'Processos Simultâneos deve ser um número inteiro de 1 a 10.',
    );
    expect(
      prepareRun(
        { codes: '1', tasks: ['bling-store-shopee'], concurrency: 10, delayMs: 0 },
        profile,
      ).ok,
    ).toBe(true);
  });

  it('the transport schema refuses wrong types with the field’s own pt-BR message', () => {
    const issues = (input: unknown) =>
      runInputSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ codes: 42, tasks: 'x' })).toEqual([
      ['codes', 'Informe ao menos um código de produto (um por linha).'],
      ['tasks', 'Selecione ao menos uma tarefa.'],
    ]);
    expect(issues({ codes: ['1', 2], tasks: ['bling-warehouse'], concurrency: '3' })).toEqual([
      ['codes', 'Informe ao menos um código de produto (um por linha).'],
      ['concurrency', 'Processos Simultâneos deve ser um número inteiro de 1 a 10.'],
    ]);
    expect(issues({ codes: '1', tasks: [7], blingAccount: 'a', delayMs: null })).toEqual([
      ['tasks.0', 'Selecione ao menos uma tarefa.'],
      ['blingAccount', 'Conta do Bling inválida: escolha uma conta da lista.'],
      ['delayMs', 'O intervalo entre produtos deve ser um número inteiro de 0 a 60000 ms.'],
    ]);
    expect(issues(null)).toEqual([
      ['', 'Informe ao menos um código de produto (um por linha). Selecione ao menos uma tarefa.'],
    ]);
    // Well-typed but out of range: left to prepareRun, which names the field.
    expect(runInputSchema.safeParse({ codes: '', tasks: [], concurrency: 99 }).success).toBe(true);
  });

  it('a bad Bling account is reported on its own field, not as missing codes', () => {
    const result = prepareRun({ codes: '1', tasks: ['bling-create'], blingAccount: -1 }, profile);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'blingAccount', message: 'Conta do Bling inválida: escolha uma conta da lista.' },
      ],
    });
  });
});
