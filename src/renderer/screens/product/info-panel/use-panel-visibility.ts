import { useCallback, useState } from 'react';

const storageKey = 'console.productPanel.visible';

/** The eye toggle: on (visible) by default, remembered for this session only. */
export function usePanelVisibility(): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(() => readVisible());
  const update = useCallback((next: boolean) => {
    setVisible(next);
    try {
      sessionStorage.setItem(storageKey, next ? '1' : '0');
    } catch {
      // Storage can be unavailable (private mode): the choice then lasts until unmount.
    }
  }, []);
  return [visible, update];
}

function readVisible(): boolean {
  try {
    return sessionStorage.getItem(storageKey) !== '0';
  } catch {
    return true;
  }
}
