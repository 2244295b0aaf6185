import { UPLOAD_ACCEPT } from '../../shared/files/upload-rules';
/** What the browser's file input offers first for each kind (the user can still pick any). */
export const ACCEPT_BY_KIND = { csv: '.csv,text/csv', ...UPLOAD_ACCEPT } as const;

/**
 * The browser's own file dialog: a hidden file input, clicked once. Resolves with the chosen
 * files, or null when the dialog is closed without a choice ('cancel' event).
 */
export function pickBrowserFiles(options: {
  accept: string;
  multiple: boolean;
}): Promise<File[] | null> {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = options.accept;
  input.multiple = options.multiple;
  input.hidden = true;
  document.body.append(input);
  return new Promise((resolve) => {
    const done = (files: File[] | null) => {
      input.remove();
      resolve(files !== null && files.length === 0 ? null : files);
    };
    input.addEventListener('change', () => done(input.files ? [...input.files] : null), {
      once: true,
    });
    input.addEventListener('cancel', () => done(null), { once: true });
    input.click();
  });
}
