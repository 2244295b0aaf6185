import { describe, expect, it } from 'vitest';
import { texts } from '../../shared/texts/pt-BR';
import { explainStartupFailure, StartupFailure } from './startup-failure';

const systemError = (code: string, message: string) =>
  Object.assign(new Error(`${code}: ${message}`), { code });

describe('explainStartupFailure', () => {
  it('says in pt-BR that the disk is full, and which folder', () => {
    const failure = explainStartupFailure(
      systemError('ENOSPC', 'no space left on device, write'),
      '/dados',
    );
    expect(failure).toBeInstanceOf(StartupFailure);
    expect(failure.message).toBe(texts.dataFolder.diskFull('/dados'));
    expect(failure.message).toContain('disco está cheio');
    expect(failure.message).toContain('/dados');
    expect(explainStartupFailure(systemError('EDQUOT', 'quota'), '/d').message).toBe(
      texts.dataFolder.diskFull('/d'),
    );
  });

  it('says when the folder cannot be written', () => {
    for (const code of ['EACCES', 'EPERM', 'EROFS']) {
      expect(explainStartupFailure(systemError(code, 'x'), '/d').message).toBe(
        texts.dataFolder.notWritable('/d'),
      );
    }
  });

  it('names anything else without a stack trace, and keeps the cause', () => {
    const cause = systemError('EIO', 'i/o error');
    const failure = explainStartupFailure(cause, '/d');
    expect(failure.message).toBe(texts.dataFolder.failed('/d', 'EIO: i/o error'));
    expect(failure.message).not.toMatch(/\n\s+at /);
    expect(failure.cause).toBe(cause);
    expect(explainStartupFailure(failure, '/outra')).toBe(failure);
  });
});
