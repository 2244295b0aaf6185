import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What an unconfigured block shows on the canvas: an icon and where to set it up. */
export function BlockPlaceholder({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Flex
      align="center"
      gap="small"
      style={{ padding: 16, border: '1px dashed #d9d9d9', borderRadius: 6, background: '#fafafa' }}
    >
      <span aria-hidden style={{ fontSize: 20, color: '#8c8c8c' }}>
        {icon}
      </span>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
