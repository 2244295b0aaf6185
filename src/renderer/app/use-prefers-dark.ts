import { useMediaQuery } from './use-media-query';

/** The system asks for dark colours, followed live (the 'Do sistema' theme). */
export const usePrefersDark = (): boolean => useMediaQuery('(prefers-color-scheme: dark)');

/** The system asks for less motion: antd's animations are off, as the OS setting says. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
