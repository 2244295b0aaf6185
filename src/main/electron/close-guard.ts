export interface CloseGuardOptions {
  hasPendingChanges: () => boolean;
  /** Asks the user (a native message box in Electron); true means "close anyway". */
  confirmDiscard: () => Promise<boolean>;
}

export interface CloseEventLike {
  preventDefault(): void;
}

/**
 * Electron's 'close' must be cancelled synchronously, but the question is asynchronous. So the
 * first close is cancelled while we ask, and a confirmed answer closes again with the guard
 * open. One question at a time: repeated clicks while the box is up are swallowed.
 */
export function createCloseGuard(options: CloseGuardOptions) {
  let allowClose = false;
  let asking = false;
  return {
    onClose(event: CloseEventLike, closeAgain: () => void): void {
      if (allowClose) {
        allowClose = false;
        return;
      }
      if (!options.hasPendingChanges()) return;
      event.preventDefault();
      if (asking) return;
      asking = true;
      void options
        .confirmDiscard()
        .catch(() => false)
        .then((discard) => {
          asking = false;
          if (!discard) return;
          allowClose = true;
          closeAgain();
        });
    },
  };
}
