import { act, render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleWarmups } from './idle-warmups';

const inputStylesInPage = () =>
  [...document.querySelectorAll('style')].some((style) =>
    style.textContent?.includes('.ant-input-outlined'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

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
