import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkDispatcher } from './deep-link-dispatcher';

describe('createDeepLinkDispatcher', () => {
  it('holds routes until the page is ready, then sends them in order', () => {
    const send = vi.fn();
    const links = createDeepLinkDispatcher({ send });
    links.receive('console-desktop://console/product/1');
    links.receive('console-desktop://console/orders');
    expect(send).not.toHaveBeenCalled();
    links.setReady();
    expect(send.mock.calls).toEqual([['/console/product/1'], ['/console/orders']]);
    links.receive('console-desktop://console/product/2');
    expect(send).toHaveBeenLastCalledWith('/console/product/2');
  });

  it('drops refused links without sending anything', () => {
    const send = vi.fn();
    const log = vi.fn();
    const links = createDeepLinkDispatcher({ send, log });
    links.setReady();
    expect(links.receive('console-desktop://evil/x')).toBeNull();
    expect(links.receive('https://example.com')).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('queues again while the window reloads', () => {
    const send = vi.fn();
    const links = createDeepLinkDispatcher({ send });
    links.setReady();
    links.setNotReady();
    links.receive('console-desktop://console/product/3');
    expect(send).not.toHaveBeenCalled();
    links.setReady();
    expect(send).toHaveBeenCalledWith('/console/product/3');
  });
});
