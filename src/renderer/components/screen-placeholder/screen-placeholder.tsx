import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';

interface ScreenPlaceholderProps {
  title: string;
  /** What the screen will do, in plain words. */
  description: string;
  children?: ReactNode;
}

/** A routed screen whose real content comes in a later version: heading and purpose. */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  return (
    <section>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{texts.shell.screens.comingSoon}</Typography.Paragraph>
      {children}
    </section>
  );
}
