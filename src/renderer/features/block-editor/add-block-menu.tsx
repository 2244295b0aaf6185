import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { BlockType } from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.blockEditor;

export interface AddBlockMenuProps {
  types: readonly BlockType[];
  onAdd: (type: BlockType) => void;
}

/**
 * 'Adicionar bloco' and its menu of the field's tools (WAI-ARIA menu button): opening focuses
 * the first item, arrows/Home/End move, Enter picks, Escape closes back to the button. Our own
 * rather than antd's Dropdown, whose delayed menu focus would race the focus we give the new
 * block.
 */
export function AddBlockMenu({ types, onAdd }: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  const focusItem = (index: number) => {
    const count = types.length;
    items.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  // Focus leaving the button and its items closes the menu.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const pick = (type: BlockType) => {
    setOpen(false);
    onAdd(type);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + 1,
      ArrowUp: current - 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: types.length - 1,
    };
    if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      // Picked on keydown, default prevented: the same Enter must not also reach the new
      // block, which takes focus at once.
      event.preventDefault();
      pick(types[current]);
    } else if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      onBlur={onBlur}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
    >
      <Button
        ref={button}
        icon={<PlusOutlined />}
        data-focus="add"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) close(false);
          else setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t.addBlock}
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t.addBlock}
          onKeyDown={onMenuKeyDown}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
        >
          {types.map((type, index) => (
            <Button
              key={type}
              role="menuitem"
              tabIndex={-1}
              ref={(element) => {
                items.current[index] = element;
              }}
              onClick={() => pick(type)}
            >
              {t.blockTypes[type]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
