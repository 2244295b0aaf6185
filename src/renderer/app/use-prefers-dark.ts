import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The system asks for dark colours, followed live (the 'Do sistema' theme). */
export const usePrefersDark = (): boolean =>
  useSyncExternalStore(subscribe, () => media()?.matches ?? false);
