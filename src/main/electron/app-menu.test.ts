import { describe, expect, it } from 'vitest';
import { appMenuTemplate, rolesOf } from './app-menu';

describe('appMenuTemplate', () => {
  it.each(['darwin', 'win32', 'linux'])('packaged on %s: no DevTools, no reload', (platform) => {
    const roles = rolesOf(appMenuTemplate(platform, true)!);
    expect(roles).toContain('editMenu');
    for (const forbidden of ['toggleDevTools', 'reload', 'forceReload', 'viewMenu']) {
      expect(roles).not.toContain(forbidden);
    }
  });

  it('keeps the app menu on macOS, where Quit lives', () => {
    expect(rolesOf(appMenuTemplate('darwin', true)!)).toEqual([
      'appMenu',
      'editMenu',
      'windowMenu',
    ]);
  });

  it('leaves the default menu in development', () => {
    expect(appMenuTemplate('linux', false)).toBeNull();
  });
});
