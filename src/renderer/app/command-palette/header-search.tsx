import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { texts } from '../../../shared/texts/pt-BR';
import { openPalette } from './palette-store';

const t = texts.wayfinding.palette;

/** The header's search box: typing in it (or Enter, or a click) continues in the palette. */
export function HeaderSearch() {
  return (
    <Input
      value=""
      role="searchbox"
      aria-label={t.open}
      aria-haspopup="dialog"
      placeholder={t.headerSearch}
      prefix={<SearchOutlined aria-hidden />}
      suffix={<kbd style={{ fontSize: 11, opacity: 0.7 }}>Ctrl K</kbd>}
      style={{ width: 260, maxWidth: '34vw' }}
      onChange={(event) => openPalette(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // The Enter that opens the palette must not act in it too: its keypress would press
        // the dialog's first button (its close button) where it takes the focus at once
        // (the system's reduced motion), and the palette would close as it opened.
        event.preventDefault();
        openPalette();
      }}
      onClick={() => openPalette()}
    />
  );
}
