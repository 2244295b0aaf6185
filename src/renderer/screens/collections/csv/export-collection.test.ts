import { afterEach, describe, expect, it } from 'vitest';
import type { DataPorts } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { exportCollection } from './export-collection';
import { desktopFileSaver } from '../../../platform/desktop-file-saver';

const PATH = 'project/demo/config';
let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

/** Exports the demo's config as `privileged` says, through a bridge that keeps the rows. */
async function exportConfig(privileged: boolean | undefined) {
  ports = await createTestLocalPorts([
    { path: `${PATH}/email`, data: { fromName: 'Loja', apiKey: 'segredo-email' } },
    { path: `${PATH}/tramontina`, data: { username: 'loja', password: 'segredo-erp' } },
    { path: `${PATH}/store`, data: { name: 'Loja Demo', adminEmails: 'ana@loja.com.br' } },
  ]);
  const fake = createFakeBridge();
  fake.script('csv.exportBegin', () => ({
    ok: true,
    canceled: false,
    exportId: 'e1',
    fileName: 'data_config.csv',
  }));
  const rows: Array<Record<string, unknown>> = [];
  fake.script('csv.exportRows', (input) => {
    rows.push(...(input as { rows: Array<Record<string, unknown>> }).rows);
    return { ok: true, rows: rows.length };
  });
  fake.script('csv.exportFinish', () => ({ ok: true, path: '/x/data_config.csv', rows: 3 }));
  const outcome = await exportCollection({
    saver: desktopFileSaver(fake.bridge),
    documents: ports.documents,
    collectionPath: PATH,
    collection: 'config',
    privileged,
    signal: new AbortController().signal,
    onProgress: () => {},
  });
  const [begun] = fake.callsOf('csv.exportBegin') as Array<{ fields: string[] }>;
  return { outcome, fields: begun!.fields, rows };
}

describe('exporting config', () => {
  it('writes every credential for a privileged user', async () => {
    const { outcome, fields, rows } = await exportConfig(true);
    expect(outcome).toEqual({ kind: 'done', rows: 3, fileName: 'data_config.csv' });
    expect(fields).toEqual([
      'id',
      'adminEmails',
      'apiKey',
      'fromName',
      'name',
      'password',
      'username',
    ]);
    expect(rows).toContainEqual(expect.objectContaining({ id: 'email', apiKey: 'segredo-email' }));
    expect(rows).toContainEqual(
      expect.objectContaining({ id: 'tramontina', password: 'segredo-erp' }),
    );
  });

  it('leaves the credentials out for anyone else, and says which', async () => {
    for (const privileged of [false, undefined]) {
      const { outcome, fields, rows } = await exportConfig(privileged);
      expect(outcome).toEqual({
        kind: 'done',
        rows: 3,
        fileName: 'data_config.csv',
        withheld: { documents: ['tramontina'], fields: ['email.apiKey', 'store.adminEmails'] },
      });
      // Columns that held credentials only are not written; every document keeps its row.
      expect(fields).toEqual(['id', 'fromName', 'name']);
      expect(rows.map((row) => row.id)).toEqual(['email', 'store', 'tramontina']);
      expect(JSON.stringify(rows)).not.toMatch(/segredo|ana@loja/);
      await ports?.dispose();
      ports = null;
    }
  });
});
