/** A menu entry by Electron role, so the labels follow the OS language. */
export interface MenuEntry {
  role?: string;
  label?: string;
  submenu?: MenuEntry[];
}

/**
 * The packaged app's menu: only what a user needs (the app menu on macOS, and Edit, whose
 * shortcuts make copy and paste work there). No View menu: no reload, no DevTools.
 * Development keeps Electron's default menu (null here).
 */
export function appMenuTemplate(platform: string, packaged: boolean): MenuEntry[] | null {
  if (!packaged) return null;
  const edit: MenuEntry = { role: 'editMenu' };
  return platform === 'darwin' ? [{ role: 'appMenu' }, edit, { role: 'windowMenu' }] : [edit];
}

/** Every role a template uses, nested ones included (for tests and audits). */
export function rolesOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.role ? [entry.role] : []),
    ...rolesOf(entry.submenu ?? []),
  ]);
}
