import { useEffect, useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { texts } from '../../shared/texts/pt-BR';
import { isTypingTarget } from '../../shared/layout/layout-shortcuts';

const t = texts.wayfinding.shortcuts;

/** The keyboard shortcuts, on '?' (never while typing) or from the header's button. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
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
        <Table
          size="small"
          pagination={false}
          rowKey="keys"
          dataSource={[...t.list]}
          columns={[
            { title: t.keys, dataIndex: 'keys', render: (keys: string) => <kbd>{keys}</kbd> },
            { title: t.action, dataIndex: 'action' },
          ]}
        />
      </Modal>
    </>
  );
}
