import { render } from './render';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { SeedData } from '../../shared/data/seed';
import {
  type LayoutNodeType,
  type LayoutNodes,
  type SerializedLayoutNode,
  ROOT_ID,
  emptyLayout,
  insertNode,
  nodeTypeOf,
  serializeLayout,
} from '../../shared/layout';
import { defaultLocalProfile, type ConnectionProfile } from '../../shared/settings/profile';
import { BridgeContext } from '../bridge/bridge-context';
import type { DataPorts } from '../data/ports';
import { OpenedDataProvider } from '../data/provider';
import { createTestLocalPorts } from './local-ports';
import { UploadQueueProvider } from '../features/uploads/upload-queue-context';
import { createFakeBridge, type FakeBridge } from '../../../tests/support/fake-bridge';
import {
  LayoutRenderContext,
  type LayoutRenderContextValue,
} from '../features/layout-editor/nodes/layout-render-context';
import { leafViewOf } from '../features/layout-editor/nodes/leaf-views';
import type { NodePropsFormProps } from '../features/layout-editor/nodes/node-view-props';

/** Test only: the project the harness opens. */
export const TEST_PROJECT = 'demo';

/**
 * Test only: a read-only renderer of a layout with the real leaf views (the editor's own lives
 * in the canvas), so a Contents block's recursion runs as in the app.
 */
function PreviewNode({ nodes, id }: { nodes: LayoutNodes; id: string }) {
  const node: SerializedLayoutNode | undefined = nodes[id];
  if (!node) return null;
  const type = nodeTypeOf(node);
  const View = type ? leafViewOf(type) : null;
  if (View) return <View id={id} node={node} />;
  if (type === 'text') return <div data-node-text={id}>{String(node.props.html ?? '')}</div>;
  return (
    <div data-node-container={id}>
      {node.nodes.map((child) => (
        <PreviewNode key={child} nodes={nodes} id={child} />
      ))}
    </div>
  );
}

export function testRenderContext(contentChain: readonly string[]): LayoutRenderContextValue {
  return {
    contentChain,
    renderPreview: (nodes, chain) => (
      <LayoutRenderContext.Provider value={testRenderContext(chain)}>
        <PreviewNode nodes={nodes} id={ROOT_ID} />
      </LayoutRenderContext.Provider>
    ),
  };
}

export interface RenderBlockOptions {
  /** Documents of the local store (real adapter over fake-indexeddb). */
  documents?: SeedData['documents'];
  /** The chain of contents already on screen (the edited content's id first). */
  contentChain?: readonly string[];
  bridge?: FakeBridge;
  profile?: ConnectionProfile;
}

const opened: DataPorts[] = [];

/** Test only: closes the ports every render opened (call it in afterEach). */
export async function disposeBlockPorts() {
  await Promise.all(opened.splice(0).map((ports) => ports.dispose()));
}

/** Test only: `ui` inside antd (pt-BR), the bridge, local data ports, uploads and a layout context. */
export async function renderBlock(ui: ReactNode, options: RenderBlockOptions = {}) {
  const ports: DataPorts = await createTestLocalPorts(options.documents ?? []);
  opened.push(ports);
  const bridge = options.bridge ?? createFakeBridge();
  const wrap = (child: ReactNode) => (
    <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
      <App>
        <BridgeContext.Provider value={bridge.bridge}>
          <OpenedDataProvider
            ports={ports}
            profile={options.profile ?? defaultLocalProfile()}
            activeProjectId={TEST_PROJECT}
          >
            <UploadQueueProvider>
              <LayoutRenderContext.Provider value={testRenderContext(options.contentChain ?? [])}>
                {child}
              </LayoutRenderContext.Provider>
            </UploadQueueProvider>
          </OpenedDataProvider>
        </BridgeContext.Provider>
      </App>
    </ConfigProvider>
  );
  const view = render(wrap(ui));
  return {
    ...view,
    ports,
    bridge,
    rerender: (next: ReactNode) => view.rerender(wrap(next)),
  };
}

/** Test only: a stored document of the test project. */
export const projectDoc = (collection: string, id: string, data: Record<string, unknown>) => ({
  path: `project/${TEST_PROJECT}/${collection}/${id}`,
  data,
});

/** Test only: a stored layout (JSON text) whose root holds these blocks, in order. */
export function storedLayout(
  ...blocks: ReadonlyArray<readonly [LayoutNodeType, Record<string, unknown>]>
): string {
  let nodes: LayoutNodes = emptyLayout();
  for (const [type, props] of blocks) {
    const edit = insertNode(nodes, type, ROOT_ID, undefined, { props });
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
  }
  return serializeLayout(nodes);
}

/** Test only: a content document whose layout holds these blocks. */
export const contentDoc = (
  id: string,
  title: string,
  ...blocks: ReadonlyArray<readonly [LayoutNodeType, Record<string, unknown>]>
) => projectDoc('content', id, { title, content: storedLayout(...blocks) });

/** Test only: one onChange call of a property form. */
export interface PropsChange {
  patch: Readonly<Record<string, unknown>>;
  coalesceKey: string | undefined;
}

/** Test only: the node's props from outside, as undo or another editor would change them. */
export interface PropsHandle {
  setProps?: (props: Record<string, unknown>) => void;
}

/** Test only: a property form kept controlled as the panel keeps it: each patch merged into the node. */
function ControlledForm({
  Form,
  initial,
  changes,
  handle,
}: {
  Form: ComponentType<NodePropsFormProps>;
  initial: SerializedLayoutNode;
  changes: PropsChange[];
  handle: PropsHandle;
}) {
  const [node, setNode] = useState(initial);
  handle.setProps = (props) => setNode((current) => ({ ...current, props }));
  return (
    <Form
      id="n1"
      node={node}
      onChange={(patch, coalesceKey) => {
        changes.push({ patch, coalesceKey });
        setNode((current) => ({ ...current, props: { ...current.props, ...patch } }));
      }}
    />
  );
}

/** Test only: renders a property form of node `n1`, recording its onChange calls. */
export async function renderPropsForm(
  Form: ComponentType<NodePropsFormProps>,
  node: SerializedLayoutNode,
  options: RenderBlockOptions = {},
) {
  const changes: PropsChange[] = [];
  const handle: PropsHandle = {};
  const view = await renderBlock(
    <ControlledForm Form={Form} initial={node} changes={changes} handle={handle} />,
    options,
  );
  return { ...view, changes, handle };
}

/** Test only: a bridge whose console API registers every upload as `file`. */
export function bridgeRegistering(file: Record<string, unknown>): FakeBridge {
  const bridge = createFakeBridge();
  bridge.script('http.request', () => ({
    ok: true,
    status: 200,
    url: 'x',
    durationMs: 1,
    body: { file },
  }));
  return bridge;
}
