import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppBridge } from '../bridge/bridge';
import { texts } from '../../shared/texts/pt-BR';
import { currentShell } from './current-shell';
import { createFileOpener } from './open-files';

/** The browser's dialog, answered: the next file input clicked gets these files (null: closed). */
function answerFileInput(files: File[] | null) {
  const seen: HTMLInputElement[] = [];
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
    this: HTMLInputElement,
  ) {
    seen.push(this);
    if (files === null) {
      this.dispatchEvent(new Event('cancel'));
      return;
    }
    Object.defineProperty(this, 'files', { value: files, configurable: true });
    this.dispatchEvent(new Event('change'));
  });
  return seen;
}

/** A bridge that must not be used: the browser opener never asks main. */
const noBridge = {
  invoke: () => Promise.reject(new Error('the browser opener asked main')),
} as unknown as AppBridge;

afterEach(() => vi.restoreAllMocks());

describe('currentShell', () => {
  it('is the desktop only where the Electron preload set its global', () => {
    expect(currentShell({ consoleDesktop: undefined })).toBe('browser');
    expect(currentShell({ consoleDesktop: {} as Window['consoleDesktop'] })).toBe('desktop');
  });
});

describe('the browser opener', () => {
  const opener = createFileOpener(noBridge, 'browser');

  it('reads a chosen CSV in the page, with the same decoding as main (here Windows-1252)', async () => {
    const latin1 = new Uint8Array([...'nome;preço\nMaçã;1,50\n'].map((c) => c.charCodeAt(0)));
    const inputs = answerFileInput([new File([latin1], 'frutas.csv', { type: 'text/csv' })]);
    const choice = await opener.chooseCsv();
    expect(inputs[0]?.accept).toBe('.csv,text/csv');
    expect(inputs[0]?.isConnected).toBe(false);
    if (choice.canceled) throw new Error('expected a file');
    expect(choice.file.name).toBe('frutas.csv');
    expect(await choice.file.read()).toMatchObject({
      ok: true,
      fields: ['nome', 'preço'],
      rows: [{ nome: 'Maçã', preço: '1,50' }],
      encoding: 'windows-1252',
    });
  });

  it('refuses a file that is not CSV with the spec alert, naming it', async () => {
    answerFileInput([new File(['x'], 'planilha.xlsx')]);
    await expect(opener.chooseCsv()).rejects.toThrow(
      texts.services.dialogs.csvOnly('planilha.xlsx'),
    );
  });

  it('a closed dialog is a cancel, for the CSV and for uploads', async () => {
    answerFileInput(null);
    expect(await opener.chooseCsv()).toEqual({ canceled: true });
    expect(await opener.chooseUploads('image')).toEqual({ canceled: true, inputs: [] });
  });

  it('offers uploads by kind, several at once, each opened from the File itself', async () => {
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    const inputs = answerFileInput([photo, new File(['b'], 'b.mp4', { type: 'video/mp4' })]);
    const choice = await opener.chooseUploads('image');
    expect(inputs[0]).toMatchObject({ accept: 'image/*', multiple: true });
    expect(choice.inputs.map((input) => [input.name, input.type])).toEqual([
      ['foto.png', 'image/png'],
      ['b.mp4', 'video/mp4'],
    ]);
    expect(await choice.inputs[0]!.open()).toBe(photo);
  });
});

describe('the desktop opener', () => {
  it('asks main for the native dialog and reads the CSV there, by token', async () => {
    const invoke = vi.fn(async (name: string, input: unknown) => {
      if (name === 'dialogs.openFiles') {
        expect(input).toEqual({ kind: 'csv' });
        return {
          canceled: false,
          files: [{ token: 't1', name: 'a.csv', size: 3, mimeType: 'text/csv', url: 'x' }],
        };
      }
      expect([name, input]).toEqual(['csv.readChosenFile', { token: 't1' }]);
      return { ok: false, reason: 'empty', message: 'vazio' };
    });
    const opener = createFileOpener({ invoke } as unknown as AppBridge, 'desktop');
    const choice = await opener.chooseCsv();
    if (choice.canceled) throw new Error('expected a file');
    expect(await choice.file.read()).toMatchObject({ ok: false, message: 'vazio' });
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});
