import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { texts } from '../../shared/texts/pt-BR';
import { isTypingTarget } from '../../shared/layout/layout-shortcuts';
import { loadableComponent } from '../components/loadable/loadable-component';
import { whenIdle } from '../components/loadable/when-idle';

const t = texts.wayfinding.shortcuts;

// antd's Table (with its pagination, filters and tree) is fetched once the shell shows, not
// with it: in the header's code it weighed on every start.
const ShortcutsTable = loadableComponent(
  () => import('./shortcuts-table').then((m) => m.ShortcutsTable),
  () => null,
);

/** The keyboard shortcuts, on '?' (never while typing) or from the header's button. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  // Once the page is idle: the data adapter's and the first screen's chunks go first.
  useEffect(() => whenIdle(() => void ShortcutsTable.preload()), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        type="text"
        icon={<QuestionCircleOutlined aria-hidden />}
        aria-label={t.open}
        title={t.open}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={t.title}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t.close}
          </Button>
        }
      >
        <ShortcutsTable />
      </Modal>
    </>
  );
}
