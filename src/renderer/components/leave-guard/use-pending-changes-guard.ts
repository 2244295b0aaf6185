import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';

// The warning is the same words main shows in its native box before closing the window.
const t = texts.web.desktop;

/** Electron's preload sets this global; the web shell has none (see bridge/bridge.ts). */
const isDesktop = () => typeof window !== 'undefined' && window.consoleDesktop !== undefined;

/**
 * While `pending`, leaving would lose edits, so:
 * - an in-app navigation waits for the user to confirm it ('Sair') or stay ('Cancelar');
 * - main is told, so closing the window asks first (Electron's native box);
 * - in the web shell, the browser's own leave warning guards a reload or tab close.
 * Main hears `false` again once saved or on unmount: a screen that is gone holds no edits.
 */
export function usePendingChangesGuard(pending: boolean): void {
  const { modal } = App.useApp();
  const bridge = useBridge();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pending &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    };
    const dialog = modal.confirm({
      title: t.pendingChangesTitle,
      content: t.pendingChanges,
      okText: t.pendingChangesLeave,
      okButtonProps: { danger: true },
      cancelText: t.pendingChangesStay,
      onOk: () => answer(true),
      onCancel: () => answer(false),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!pending) return;
    const tell = (value: boolean) =>
      bridge.invoke('app.setPendingChanges', { pending: value }).catch((error: unknown) => {
        // Without main knowing, only the window close goes unguarded; in-app leaving still asks.
        console.warn('Falha ao avisar o processo principal sobre alterações pendentes', error);
      });
    void tell(true);
    // Saved, or the screen is gone: either way closing now loses nothing.
    return () => void tell(false);
  }, [bridge, pending]);

  useEffect(() => {
    if (!pending || isDesktop()) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
}
