import { FilterFilled, FilterOutlined } from '@ant-design/icons';
import { memo } from 'react';
import { Button, Checkbox, Flex, Input, Popover } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import { isFilterActive, type ColumnFilter } from './table-state';

const t = texts.dataTable;

export interface ColumnFilterButtonProps {
  columnKey: string;
  title: string;
  filter: ColumnFilter;
  value: string | readonly string[] | undefined;
  onFilter: (columnKey: string, value: string | readonly string[]) => void;
}

/**
 * The funnel in a header: a text box or a list of options, applied as it changes. Memoized:
 * a sort re-renders the header, and the popovers need not follow.
 */
export const ColumnFilterButton = memo(function ColumnFilterButton({
  columnKey,
  title,
  filter,
  value,
  onFilter,
}: ColumnFilterButtonProps) {
  const onChange = (next: string | readonly string[]) => onFilter(columnKey, next);
  const active = isFilterActive(value);
  const content =
    filter === 'text' ? (
      <Input
        autoFocus
        allowClear
        aria-label={t.filterText(title)}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: 220 }}
      />
    ) : (
      <Checkbox.Group
        aria-label={t.filterOptions(title)}
        value={Array.isArray(value) ? [...value] : []}
        onChange={(chosen) => onChange(chosen.map(String))}
      >
        <Flex vertical gap={4}>
          {filter.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Flex vertical gap="small">
          {content}
          <Button
            size="small"
            disabled={!active}
            onClick={() => onChange(filter === 'text' ? '' : [])}
          >
            {t.clearFilter}
          </Button>
        </Flex>
      }
    >
      <Button
        type="text"
        size="small"
        aria-label={t.filterBy(title)}
        aria-pressed={active}
        icon={active ? <FilterFilled aria-hidden /> : <FilterOutlined aria-hidden />}
        style={active ? { color: 'var(--ant-color-primary, #1677ff)' } : undefined}
      />
    </Popover>
  );
});
