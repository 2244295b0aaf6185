import { DownOutlined } from '@ant-design/icons';
import { Button, Select, type SelectProps } from 'antd';
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

// Drawn like the closed select it stands for: same size, value left, arrow right.
const idleStyle: CSSProperties = {
  justifyContent: 'space-between',
  paddingInline: 11,
  fontWeight: 'normal',
};
const arrowStyle: CSSProperties = { fontSize: 12, color: 'rgba(0, 0, 0, 0.25)' };
const placeholderStyle: CSSProperties = { color: 'rgba(0, 0, 0, 0.25)' };

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
        {shown ?? <span style={placeholderStyle}>{placeholder}</span>}
        <DownOutlined style={arrowStyle} />
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
