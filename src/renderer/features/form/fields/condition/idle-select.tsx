import { DownOutlined } from '@ant-design/icons';
import { Button, Select, theme, type SelectProps } from 'antd';
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

// Drawn like the closed select it stands for: same size, value left, arrow right.
const idleStyle: CSSProperties = {
  justifyContent: 'space-between',
  paddingInline: 11,
  fontWeight: 'normal',
};

type IdleSelectProps<V> = Omit<SelectProps<V>, 'open' | 'onOpenChange' | 'autoFocus'> & {
  'aria-label': string;
  /** What the closed select shows: the value's label, or nothing for the placeholder. */
  shown: ReactNode;
  placeholder?: string;
  style: CSSProperties;
};

/**
 * A one-value antd Select that, until it is first focused or pressed, is a button looking and
 * named like the closed select (a combobox showing its value); the select takes its place from
 * then on. A select holds an input, and Chromium's autofill reads every input of the form
 * after each keystroke in any of them (~25 us each): a 100-node condition had 165.
 */
export function IdleSelect<V>({ shown, placeholder, style, ...select }: IdleSelectProps<V>) {
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  // The theme's colours for the arrow and placeholder, as the select draws them (dark too).
  const { token } = theme.useToken();
  if (!active) {
    return (
      <Button
        role="combobox"
        aria-label={select['aria-label']}
        aria-haspopup="listbox"
        aria-expanded={false}
        style={{ ...style, ...idleStyle }}
        onMouseDown={(event: MouseEvent) => {
          event.preventDefault();
          setActive(true);
          // Pressed, the select opens its list, as a select pressed does: once this press has
          // gone by, or the select's own outside-press listener, added while it bubbles, would
          // take it for a press elsewhere and close the list.
          setTimeout(() => setOpen(true), 0);
        }}
        onFocus={() => setActive(true)}
      >
        {shown ?? <span style={{ color: token.colorTextPlaceholder }}>{placeholder}</span>}
        <DownOutlined style={{ fontSize: 12, color: token.colorTextQuaternary }} />
      </Button>
    );
  }
  return (
    <Select<V>
      {...select}
      placeholder={placeholder}
      style={style}
      autoFocus
      open={open}
      onOpenChange={setOpen}
    />
  );
}
