import type { ReactNode } from 'react';
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

function Tool({ name, keys, icon, action, disabled, pressed }: ToolProps) {
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
}

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
        icon={<SelectOutlined />}
        action={viewAction({ type: 'setTool', tool: 'select' })}
        pressed={view.tool === 'select'}
      />
      <Tool
        name={t.hand}
        keys="H"
        icon={<DragOutlined />}
        action={viewAction({ type: 'setTool', tool: 'hand' })}
        pressed={view.tool === 'hand'}
      />
      <Tool
        name={t.undo}
        keys={`${MOD}+Z`}
        icon={<UndoOutlined />}
        action={{ type: 'undo' }}
        disabled={!canUndo}
      />
      <Tool
        name={t.redo}
        keys={`${MOD}+Shift+Z`}
        icon={<RedoOutlined />}
        action={{ type: 'redo' }}
        disabled={!canRedo}
      />
      <Tool
        name={view.toolsHidden ? t.showTools : t.hideTools}
        keys={`${MOD}+\\`}
        icon={view.toolsHidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        action={viewAction({ type: 'toggleTools' })}
      />
      <Tool
        name={t.resetZoom}
        keys={`${MOD}+0`}
        icon={<CompressOutlined />}
        action={viewAction({ type: 'resetZoom' })}
      />
      <Tool
        name={t.zoomOut}
        keys={`${MOD}+-`}
        icon={<ZoomOutOutlined />}
        action={viewAction({ type: 'zoomOut' })}
        disabled={!canZoomOut(view)}
      />
      <Typography.Text
        className={styles.zoomLabel}
        aria-live="polite"
        aria-label={t.zoom(zoomLabel(view.zoom))}
      >
        {zoomLabel(view.zoom)}
      </Typography.Text>
      <Tool
        name={t.zoomIn}
        keys={`${MOD}++`}
        icon={<ZoomInOutlined />}
        action={viewAction({ type: 'zoomIn' })}
        disabled={!canZoomIn(view)}
      />
      <Tool
        name={t.mobile}
        keys="M"
        icon={<MobileOutlined />}
        action={viewAction({ type: 'toggleMobile' })}
        pressed={view.device === 'mobile'}
      />
    </div>
  );
}
