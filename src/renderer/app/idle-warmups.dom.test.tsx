import { act, waitFor } from '@testing-library/react';
import { registeredAntdCss, render } from '../test-support/render';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleWarmups } from './idle-warmups';

const inputStylesInPage = () =>
  registeredAntdCss().some((css) => css.includes('.ant-input-outlined'));

afterEach(() => vi.unstubAllGlobals());

describe('IdleWarmups', () => {
  it("registers antd's form control styles once the page is idle, not before", async () => {
    let runIdle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      runIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const view = render(
      <ConfigProvider>
        <IdleWarmups />
      </ConfigProvider>,
    );
    expect(inputStylesInPage()).toBe(false);
    act(() => runIdle());
    await waitFor(() => expect(inputStylesInPage()).toBe(true));
    view.unmount();
  });
});
