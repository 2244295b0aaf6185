import { describe, expect, it } from 'vitest';
import { texts } from '../shared/texts/pt-BR';
import { readWebConfig } from './web-config';

const paths = { cwd: '/home/op/work', repoRoot: '/repo' };

describe('readWebConfig', () => {
  it('uses the documented defaults', () => {
    expect(readWebConfig({}, paths)).toEqual({
      ok: true,
      config: {
        port: 5757,
        dataDir: '/home/op/work/.data/web',
        testHooks: false,
        seedPath: '/repo/resources/demo-seed.json',
        staticDir: '/repo/out/web',
        demoServices: true,
      },
    });
    // CONSOLE_DEMO_SERVICES=0 keeps the unconfigured local profile without demo services.
    expect(readWebConfig({ CONSOLE_DEMO_SERVICES: '0' }, paths)).toMatchObject({
      config: { demoServices: false },
    });
  });

  it('reads every variable, resolving relative paths from the working directory', () => {
    const result = readWebConfig(
      {
        CONSOLE_PORT: '0',
        CONSOLE_DATA_DIR: 'tmp/data',
        CONSOLE_TEST_HOOKS: '1',
        CONSOLE_SEED: '/seeds/big.json',
      },
      paths,
    );
    expect(result).toMatchObject({
      ok: true,
      config: {
        port: 0,
        dataDir: '/home/op/work/tmp/data',
        testHooks: false,
        seedPath: '/seeds/big.json',
      },
    });
    expect(readWebConfig({ CONSOLE_SEED: 'seed.json' }, paths)).toMatchObject({
      config: { seedPath: '/home/op/work/seed.json' },
    });
  });

  it('never turns the test hooks on from the environment: only tests do, in code', () => {
    for (const value of ['1', 'true', 'yes', '0', '']) {
      expect(readWebConfig({ CONSOLE_TEST_HOOKS: value }, paths)).toMatchObject({
        config: { testHooks: false },
      });
    }
  });

  it.each(['abc', '-1', '70000', '12.5', '80a'])(
    'refuses CONSOLE_PORT=%s with a pt-BR message',
    (port) => {
      expect(readWebConfig({ CONSOLE_PORT: port }, paths)).toEqual({
        ok: false,
        message: texts.web.invalidPort(port),
      });
    },
  );
});
