import { describe, expect, it, vi } from 'vitest';
import { createCloseGuard } from './close-guard';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCloseGuard', () => {
  it('lets the window close when nothing is pending, without asking', () => {
    const confirmDiscard = vi.fn(async () => true);
    const guard = createCloseGuard({ hasPendingChanges: () => false, confirmDiscard });
    const event = { preventDefault: vi.fn() };
    guard.onClose(event, vi.fn());
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(confirmDiscard).not.toHaveBeenCalled();
  });

  it('keeps the window when the user cancels', async () => {
    const closeAgain = vi.fn();
    const guard = createCloseGuard({
      hasPendingChanges: () => true,
      confirmDiscard: async () => false,
    });
    const event = { preventDefault: vi.fn() };
    guard.onClose(event, closeAgain);
    await flush();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(closeAgain).not.toHaveBeenCalled();
  });

  it('closes once confirmed, without asking twice', async () => {
    const confirmDiscard = vi.fn(async () => true);
    const guard = createCloseGuard({ hasPendingChanges: () => true, confirmDiscard });
    const second = { preventDefault: vi.fn() };
    const closeAgain = vi.fn(() => guard.onClose(second, closeAgain));
    const first = { preventDefault: vi.fn() };
    guard.onClose(first, closeAgain);
    guard.onClose({ preventDefault: vi.fn() }, closeAgain); // a second click while asking
    await flush();
    expect(first.preventDefault).toHaveBeenCalled();
    expect(closeAgain).toHaveBeenCalledTimes(1);
    expect(second.preventDefault).not.toHaveBeenCalled();
    expect(confirmDiscard).toHaveBeenCalledTimes(1);
  });

  it('treats a failing question as "stay"', async () => {
    const closeAgain = vi.fn();
    const guard = createCloseGuard({
      hasPendingChanges: () => true,
      confirmDiscard: () => Promise.reject(new Error('no display')),
    });
    guard.onClose({ preventDefault: vi.fn() }, closeAgain);
    await flush();
    expect(closeAgain).not.toHaveBeenCalled();
  });
});
