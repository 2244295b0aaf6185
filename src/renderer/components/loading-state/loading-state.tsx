import { Flex, Spin, Typography } from 'antd';

/** A spinner with a label, announced to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" gap="small" style={{ padding: 24 }}>
      <Spin />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
