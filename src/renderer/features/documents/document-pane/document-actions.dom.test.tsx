import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_CONSOLE_CONFIG } from '../../../../shared/settings/console-config';
import {
  DocumentActionsContext,
  type DocumentActionContribution,
  type DocumentActionProps,
} from '../../../contributions/document-actions';
import { render } from '../../../test-support/render';
import { DocumentActions } from './document-actions';

const Export = ({ collection, docId }: DocumentActionProps) => (
  <button type="button">{`Exportar ${collection}/${docId}`}</button>
);
const Send = () => <button type="button">Enviar</button>;

// As app/ assembles them: one for a collection, one for no collection (only where named).
const registry: DocumentActionContribution[] = [
  { id: 'send', appliesTo: { collections: ['campaign'] }, component: Send },
  { id: 'export', component: Export },
];
const viewer = { user: null, privileged: false, consoleConfig: DEFAULT_CONSOLE_CONFIG };

function show(collection: string, named?: readonly string[]) {
  return render(
    <DocumentActionsContext.Provider value={registry}>
      <DocumentActions
        projectId="demo"
        collection={collection}
        docId="x1"
        viewer={viewer}
        named={named}
      />
    </DocumentActionsContext.Provider>,
  );
}

afterEach(cleanup);

describe('DocumentActions', () => {
  it("shows the contributed actions of the document's collection", () => {
    show('campaign');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('adds an action the form definition names, given the document it acts on', () => {
    show('orders', ['export']);
    expect(screen.getByRole('button', { name: 'Exportar orders/x1' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('shows nothing where no action applies or is named', () => {
    const { container } = show('orders', ['no-such-action']);
    expect(container.innerHTML).toBe('');
  });
});
