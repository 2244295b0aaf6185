import { memo, type ReactNode } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import {
  CompressOutlined,
  DragOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MobileOutlined,
  RedoOutlined,
  SelectOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import {
  type LayoutEditorAction,
  type LayoutEditorState,
  type LayoutViewCommand,
  canZoomIn,
  canZoomOut,
  editorCanRedo,
  editorCanUndo,
  zoomLabel,
} from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { useEditorDispatch, useEditorState, useEditorStateInTransition } from '../editor-store';
import styles from '../layout-editor.module.css';

const t = texts.layoutEditor.toolbar;

const viewAction = (command: LayoutViewCommand): LayoutEditorAction => ({ type: 'view', command });

/** The platform's modifier as users read it in shortcuts: ⌘ on macOS, Ctrl elsewhere. */
const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

interface ToolSpec {
  readonly keys: string;
  readonly icon: ReactNode;
  readonly action: LayoutEditorAction;
}

/**
 * Each tool's shortcut, icon and action, made once: a Tool's props stay equal between renders,
 * so an edit re-renders only the tools it changes (undo, redo), not nine tooltips and buttons.
 */
const TOOLS = {
  select: {
    keys: 'V',
    icon: <SelectOutlined />,
    action: viewAction({ type: 'setTool', tool: 'select' }),
  },
  hand: {
    keys: 'H',
    icon: <DragOutlined />,
    action: viewAction({ type: 'setTool', tool: 'hand' }),
  },
  undo: { keys: `${MOD}+Z`, icon: <UndoOutlined />, action: { type: 'undo' } },
  redo: { keys: `${MOD}+Shift+Z`, icon: <RedoOutlined />, action: { type: 'redo' } },
  showTools: {
    keys: `${MOD}+\\`,
    icon: <EyeOutlined />,
    action: viewAction({ type: 'toggleTools' }),
  },
  hideTools: {
    keys: `${MOD}+\\`,
    icon: <EyeInvisibleOutlined />,
    action: viewAction({ type: 'toggleTools' }),
  },
  resetZoom: {
    keys: `${MOD}+0`,
    icon: <CompressOutlined />,
    action: viewAction({ type: 'resetZoom' }),
  },
  zoomOut: { keys: `${MOD}+-`, icon: <ZoomOutOutlined />, action: viewAction({ type: 'zoomOut' }) },
  zoomIn: { keys: `${MOD}++`, icon: <ZoomInOutlined />, action: viewAction({ type: 'zoomIn' }) },
  mobile: { keys: 'M', icon: <MobileOutlined />, action: viewAction({ type: 'toggleMobile' }) },
} satisfies Record<string, ToolSpec>;

interface ToolProps {
  readonly name: string;
  readonly tool: ToolSpec;
  readonly disabled?: boolean;
  /** For the toggles (tool, mobile): whether it is on. */
  readonly pressed?: boolean;
  /** Whether the state allows the tool (undo, redo), read by its button (see ToolButton). */
  readonly enabledWhen?: (state: LayoutEditorState) => boolean;
}

const ALWAYS = () => true;

const Tool = memo(function Tool(props: ToolProps) {
  return (
    <Tooltip title={t.withShortcut(props.name, props.tool.keys)}>
      <ToolButton {...props} />
    </Tooltip>
  );
});

/** What the tooltip puts on its child: its ref, its hover and focus handlers, its class. */
type TooltipTriggerProps = Record<string, unknown> & { readonly className?: string };

/**
 * The tool's button. It follows `enabledWhen` by itself, in a transition after the frame that
 * shows the edit: an edit that turns undo or redo on or off redraws that button only, not the
 * toolbar nor the tooltip around the button (antd's Tooltip is the costlier of the two).
 */
function ToolButton({
  name,
  tool,
  disabled,
  pressed,
  enabledWhen = ALWAYS,
  ...trigger
}: ToolProps & TooltipTriggerProps) {
  const dispatch = useEditorDispatch();
  const enabled = useEditorStateInTransition(enabledWhen);
  const classes = [trigger.className, pressed ? styles.toolPressed : ''].filter(Boolean).join(' ');
  return (
    // Always the text variant: switching antd's variant family remounts the button (focus lost).
    <Button
      {...trigger}
      variant="text"
      color={pressed ? 'primary' : 'default'}
      className={classes || undefined}
      icon={tool.icon}
      aria-label={name}
      aria-pressed={pressed}
      disabled={disabled === true || !enabled}
      onClick={() => dispatch(tool.action)}
    />
  );
}

const ZoomLabel = memo(function ZoomLabel({ zoom }: { readonly zoom: number }) {
  return (
    <Typography.Text
      className={styles.zoomLabel}
      aria-live="polite"
      aria-label={t.zoom(zoomLabel(zoom))}
    >
      {zoomLabel(zoom)}
    </Typography.Text>
  );
});

/**
 * The floating toolbar (spec 01 §2): select, hand, undo, redo, hide tools, reset zoom, zoom
 * out / in and the mobile toggle, each with a tooltip naming its shortcut and an accessible name.
 */
export function FloatingToolbar() {
  const view = useEditorState((state) => state.view);
  return (
    <div role="toolbar" aria-label={t.label} className={styles.toolbar}>
      <Tool name={t.select} tool={TOOLS.select} pressed={view.tool === 'select'} />
      <Tool name={t.hand} tool={TOOLS.hand} pressed={view.tool === 'hand'} />
      <Tool name={t.undo} tool={TOOLS.undo} enabledWhen={editorCanUndo} />
      <Tool name={t.redo} tool={TOOLS.redo} enabledWhen={editorCanRedo} />
      {view.toolsHidden ? (
        <Tool name={t.showTools} tool={TOOLS.showTools} />
      ) : (
        <Tool name={t.hideTools} tool={TOOLS.hideTools} />
      )}
      <Tool name={t.resetZoom} tool={TOOLS.resetZoom} />
      <Tool name={t.zoomOut} tool={TOOLS.zoomOut} disabled={!canZoomOut(view)} />
      <ZoomLabel zoom={view.zoom} />
      <Tool name={t.zoomIn} tool={TOOLS.zoomIn} disabled={!canZoomIn(view)} />
      <Tool name={t.mobile} tool={TOOLS.mobile} pressed={view.device === 'mobile'} />
    </div>
  );
}
