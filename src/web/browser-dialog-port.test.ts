import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChosenFiles } from '../main/services/files/chosen-files';
import { createDialogService } from '../main/services/dialogs/dialog-service';
import { texts } from '../shared/texts/pt-BR';
import { browserShellDialogPort, refuseChosenFileUrl } from './browser-dialog-port';
import { tempFolder } from '../../tests/support/temp-folder';

describe('the web shell dialog port', () => {
  const dialogs = createDialogService({
    port: browserShellDialogPort,
    chosenFiles: createChosenFiles(),
    fileUrl: refuseChosenFileUrl,
  });

  it('refuses to open files in main, in pt-BR, and registers nothing', async () => {
    await expect(dialogs.openFiles({ kind: 'csv' })).rejects.toThrow(texts.web.mainDialogRefused);
    await expect(dialogs.openFiles({ kind: 'image', multiple: true })).rejects.toThrow(
      texts.web.mainDialogRefused,
    );
  });

  it('refuses to save in main and writes nothing', async () => {
    const dir = tempFolder('web-dialogs-');
    await expect(
      dialogs.saveFile({ kind: 'csv', defaultName: join(dir, 'x.csv'), content: 'a;b\n' }),
    ).rejects.toThrow(texts.web.mainDialogRefused);
    expect(readdirSync(dir)).toEqual([]);
    await expect(dialogs.chooseSavePath({ kind: 'csv', defaultName: 'x.csv' })).rejects.toThrow(
      texts.web.mainDialogRefused,
    );
  });

  it('has no chosen-file URL to give', () => {
    expect(() => refuseChosenFileUrl()).toThrow(texts.web.mainDialogRefused);
  });
});
