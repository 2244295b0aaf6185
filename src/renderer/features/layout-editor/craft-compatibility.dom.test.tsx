import { act } from '@testing-library/react';
import { render } from '../../test-support/render';
import { Editor, Frame, useEditor, useNode, type SerializedNodes } from '@craftjs/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  RESOLVED_NAMES,
  ROOT_ID,
  emptyLayout,
  insertNode,
  parseStoredLayout,
  serializeLayout,
  validateLayout,
} from '../../../shared/layout';
import { craftLayoutJson } from '../../../shared/layout/test-fixtures/craft-layout';

/**
 * The stored format is Craft.js's own (issue 16): these tests hand our layouts to the real
 * @craftjs/core Editor and compare what its `query.serialize()` gives back. Minimal resolver
 * components stand in for the blocks: Craft only needs their names to rebuild the tree.
 */
function Block({ children }: { children?: ReactNode }) {
  const {
    connectors: { connect },
  } = useNode();
  return <div ref={(element) => void (element && connect(element))}>{children}</div>;
}

const resolver = Object.fromEntries(
  Object.values(RESOLVED_NAMES).map((name) => {
    const component = (props: { children?: ReactNode }) => <Block {...props} />;
    Object.defineProperty(component, 'name', { value: name });
    return [name, component];
  }),
);

/** What Craft's editor serializes once it has loaded `data`. */
async function serializedByCraft(data: string | SerializedNodes): Promise<SerializedNodes> {
  let serialize: (() => string) | null = null;
  function Probe() {
    const { query } = useEditor();
    serialize = () => query.serialize();
    return null;
  }
  await act(async () => {
    render(
      <Editor resolver={resolver} enabled={false}>
        <Frame data={data} />
        <Probe />
      </Editor>,
    );
  });
  return JSON.parse(serialize!()) as SerializedNodes;
}

describe('Craft.js compatibility of the stored layout', () => {
  it('loads our Craft-shaped fixture into the real Craft editor and serializes it back unchanged', async () => {
    const fromCraft = await serializedByCraft(craftLayoutJson);
    expect(fromCraft).toEqual(JSON.parse(craftLayoutJson));
  });

  it("writes, from the editor's own operations, a layout Craft reads back to the same nodes", async () => {
    let nodes = emptyLayout();
    for (const type of ['container', 'text', 'products'] as const) {
      const edit = insertNode(nodes, type, ROOT_ID);
      if (!edit.ok) throw new Error(edit.error);
      nodes = edit.nodes;
    }
    const stored = serializeLayout(nodes);
    const fromCraft = await serializedByCraft(stored);
    expect(fromCraft).toEqual(JSON.parse(stored));
    const reread = parseStoredLayout(JSON.stringify(fromCraft));
    expect(reread.ok && validateLayout(reread.nodes).ok).toBe(true);
  });
});
