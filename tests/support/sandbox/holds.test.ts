import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index';
import { call } from './test-helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const flag = (code: string) => `/api/bling/produto/update-flag/${code}?project=demo`;

describe('holds', () => {
  it('keeps matching calls unanswered until released, then answers them as scripted', async () => {
    const hold = sandbox.hold({ route: 'workers.bling.produto.updateFlag', match: '1011' });
    sandbox.script({ route: 'workers.bling.produto.updateFlag', status: 503, times: 1 });
    let answered = false;
    const held = call(sandbox, 'GET', flag('1011')).then((result) => {
      answered = true;
      return result;
    });
    await hold.untilHeld(1);
    // Another code and another route pass while the first call waits.
    expect((await call(sandbox, 'GET', flag('2000'))).status).toBe(200);
    expect(hold.held()).toBe(1);
    expect(answered).toBe(false);
    expect(sandbox.inFlight()).toBe(1);

    hold.release();
    // The script was taken when the call arrived: it still answers 503 after the release.
    expect((await held).status).toBe(503);
    expect(hold.held()).toBe(0);
    // Released: later calls are not held.
    expect((await call(sandbox, 'GET', flag('1011'))).status).toBe(200);
  });

  it('counts the calls it held, so a test can wait for the second one', async () => {
    const hold = sandbox.hold({ route: '*' });
    const calls = [call(sandbox, 'GET', flag('1')), call(sandbox, 'GET', flag('2'))];
    await hold.untilHeld(2);
    expect(hold.held()).toBe(2);
    hold.release();
    expect((await Promise.all(calls)).map((result) => result.status)).toEqual([200, 200]);
  });

  it('lets go of every held call on reset', async () => {
    const hold = sandbox.hold({ route: 'workers.bling.produto.updateFlag' });
    const pending = call(sandbox, 'GET', flag('1'));
    await hold.untilHeld();
    sandbox.reset();
    expect((await pending).status).toBe(200);
  });

  it('refuses an unknown route id', () => {
    expect(() => sandbox.hold({ route: 'workers.nope' })).toThrow(
      'unknown route id "workers.nope"',
    );
  });
});
