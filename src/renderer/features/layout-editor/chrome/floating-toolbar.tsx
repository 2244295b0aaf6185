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
  type LayoutViewCommand,
  canZoomIn,
  canZoomOut,
  editorCanRedo,
  editorCanUndo,
  zoomLabel,
} from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { useEditorDispatch, useEditorState } from '../editor-store';
import styles from '../layout-editor.module.css';

const t = texts.layoutEditor.toolbar;

const viewAction = (command: LayoutViewCommand): LayoutEditorAction => ({ type: 'view', command });

/**
 * Actions and icons made once, so a Tool's props stay equal between renders and an edit
 * re-renders only the tools it changes (undo, redo), not nine tooltips and buttons.
 */
const ACTIONS = {
  select: viewAction({ type: 'setTool', tool: 'select' }),
  hand: viewAction({ type: 'setTool', tool: 'hand' }),
  undo: { type: 'undo' },
  redo: { type: 'redo' },
  toggleTools: viewAction({ type: 'toggleTools' }),
  resetZoom: viewAction({ type: 'resetZoom' }),
  zoomOut: viewAction({ type: 'zoomOut' }),
  zoomIn: viewAction({ type: 'zoomIn' }),
  toggleMobile: viewAction({ type: 'toggleMobile' }),
} satisfies Record<string, LayoutEditorAction>;

const ICONS = {
  select: <SelectOutlined />,
  hand: <DragOutlined />,
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
  showTools: <EyeOutlined />,
  hideTools: <EyeInvisibleOutlined />,
  resetZoom: <CompressOutlined />,
  zoomOut: <ZoomOutOutlined />,
  zoomIn: <ZoomInOutlined />,
  mobile: <MobileOutlined />,
};

/** The platform's modifier as users read it in shortcuts: ⌘ on macOS, Ctrl elsewhere. */
const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

interface ToolProps {
  readonly name: string;
  readonly keys: string;
  readonly icon: ReactNode;
  readonly action: LayoutEditorAction;
  readonly disabled?: boolean;
  /** For the toggles (tool, mobile): whether it is on. */
  readonly pressed?: boolean;
}

const Tool = memo(function Tool({ name, keys, icon, action, disabled, pressed }: ToolProps) {
  const dispatch = useEditorDispatch();
  return (
    <Tooltip title={t.withShortcut(name, keys)}>
      {/* Always the text variant: switching antd's variant family remounts the button (focus lost). */}
      <Button
        variant="text"
        color={pressed ? 'primary' : 'default'}
        className={pressed ? styles.toolPressed : undefined}
        icon={icon}
        aria-label={name}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={() => dispatch(action)}
      />
    </Tooltip>
  );
});

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
  const canUndo = useEditorState(editorCanUndo);
  const canRedo = useEditorState(editorCanRedo);
  return (
    <div role="toolbar" aria-label={t.label} className={styles.toolbar}>
      <Tool
        name={t.select}
        keys="V"
        icon={ICONS.select}
        action={ACTIONS.select}
        pressed={view.tool === 'select'}
      />
      <Tool
        name={t.hand}
        keys="H"
        icon={ICONS.hand}
        action={ACTIONS.hand}
        pressed={view.tool === 'hand'}
      />
      <Tool
        name={t.undo}
        keys={`${MOD}+Z`}
        icon={ICONS.undo}
        action={ACTIONS.undo}
        disabled={!canUndo}
      />
      <Tool
        name={t.redo}
        keys={`${MOD}+Shift+Z`}
        icon={ICONS.redo}
        action={ACTIONS.redo}
        disabled={!canRedo}
      />
      <Tool
        name={view.toolsHidden ? t.showTools : t.hideTools}
        keys={`${MOD}+\\`}
        icon={view.toolsHidden ? ICONS.showTools : ICONS.hideTools}
        action={ACTIONS.toggleTools}
      />
      <Tool
        name={t.resetZoom}
        keys={`${MOD}+0`}
        icon={ICONS.resetZoom}
        action={ACTIONS.resetZoom}
      />
      <Tool
        name={t.zoomOut}
        keys={`${MOD}+-`}
        icon={ICONS.zoomOut}
        action={ACTIONS.zoomOut}
        disabled={!canZoomOut(view)}
      />
      <ZoomLabel zoom={view.zoom} />
      <Tool
        name={t.zoomIn}
        keys={`${MOD}++`}
        icon={ICONS.zoomIn}
        action={ACTIONS.zoomIn}
        disabled={!canZoomIn(view)}
      />
      <Tool
        name={t.mobile}
        keys="M"
        icon={ICONS.mobile}
        action={ACTIONS.toggleMobile}
        pressed={view.device === 'mobile'}
      />
    </div>
  );
}
