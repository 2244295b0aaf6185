import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSOLE_CONFIG } from '../../shared/settings/console-config';
import {
  documentActionsFor,
  type DocumentActionContribution,
  type DocumentActionViewer,
} from './document-actions';

const component = () => null;
const registry: DocumentActionContribution[] = [
  { id: 'send', appliesTo: { collections: ['campaign'] }, component },
  { id: 'connect', appliesTo: { collections: ['config'], documents: ['google'] }, component },
  // Contributed for no collection: shown only where a form definition names it.
  { id: 'export', component },
  {
    id: 'audit',
    appliesTo: { collections: ['campaign'] },
    shownWhen: ({ privileged }) => privileged,
    component,
  },
];
const viewer: DocumentActionViewer = {
  user: null,
  privileged: false,
  consoleConfig: DEFAULT_CONSOLE_CONFIG,
};
const ids = (
  collection: string,
  docId: string,
  options: Partial<typeof viewer> = {},
  named?: string[],
) =>
  documentActionsFor(registry, { collection, docId, named }, { ...viewer, ...options }).map(
    (action) => action.id,
  );

describe('documentActionsFor', () => {
  it("gives a collection's documents their actions, narrowed to named documents", () => {
    expect(ids('campaign', 'bf')).toEqual(['send']);
    expect(ids('config', 'google')).toEqual(['connect']);
    expect(ids('config', 'console')).toEqual([]);
    expect(ids('orders', 'x')).toEqual([]);
    expect(ids('__proto__', 'x')).toEqual([]);
  });

  it('adds the actions a form definition names, in the order app/ assembled them', () => {
    expect(ids('orders', 'x', {}, ['export'])).toEqual(['export']);
    expect(ids('campaign', 'bf', {}, ['export', 'send'])).toEqual(['send', 'export']);
    expect(ids('orders', 'x', {}, ['no-such-action'])).toEqual([]);
  });

  it('shows an action only to the viewers its condition accepts', () => {
    expect(ids('campaign', 'bf', { privileged: true })).toEqual(['send', 'audit']);
    // A named action keeps its condition.
    expect(ids('orders', 'x', {}, ['audit'])).toEqual([]);
  });
});
