import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  /** The screen's one level-1 heading. */
  title: ReactNode;
  /** A line under the title, in secondary text: what the screen shows, or for whom. */
  description?: ReactNode;
  /** What sits at the header's end: a link back, the screen's main button. */
  extra?: ReactNode;
}

/** Every screen's header: its title, an optional description and an optional end piece. */
export function ScreenHeader({ title, description, extra }: ScreenHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap="middle" style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description !== undefined && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra}
    </Flex>
  );
}
