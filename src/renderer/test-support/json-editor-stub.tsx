/**
 * Monaco cannot run under jsdom (ARCHITECTURE §7): the one stand-in for the JSON editor, a
 * plain textarea with the editor's label. Every jsdom suite gets it in place of
 * components/json-editor/json-editor (vitest.config.ts), except the editor's own tests.
 */
export function JsonEditor(props: {
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
}) {
  return (
    <textarea
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** Nothing to fetch ahead: the stand-in is already here. */
export const prefetchJsonEditor = (): void => undefined;
export const preloadJsonEditorCode = (): void => undefined;

/** The stand-in is already here: nothing to wait for. */
export const jsonEditorReady = (): Promise<void> => Promise.resolve();
