import { useState } from 'react';

/**
 * True from the first time `open` is: a drawer or modal never opened is not mounted (a
 * screen pays nothing for it), one opened stays mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
