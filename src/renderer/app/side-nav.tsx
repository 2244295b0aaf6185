import { memo, useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { navItems, navKeyForPath } from './nav-items';
import { preloadScreenAt } from './app-routes';

/**
 * One entry per screen; entries are links, so Tab and Enter work as anywhere else. Memoised:
 * the shell re-renders on every preference, data or layout change, and the menu (13 entries
 * with their icons) only needs to when the route's entry or the collapse changes.
 */
export const SideNav = memo(function SideNav({ collapsed = false }: { collapsed?: boolean }) {
  const { pathname } = useLocation();
  const selected = navKeyForPath(pathname);
  const items = useMemo(() => menuItems(selected), [selected]);
  return (
    <nav aria-label={texts.shell.nav.label}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        style={menuStyle}
        selectedKeys={selected ? [selected] : []}
        items={items}
      />
    </nav>
  );
});

const menuStyle = { borderInlineEnd: 'none' };

const menuItems = (selected: string | null): MenuProps['items'] =>
  navItems.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: (
      <Link
        to={item.path}
        aria-current={item.key === selected ? 'page' : undefined}
        // The chunk is on its way between the pointer's arrival and the click.
        onMouseEnter={() => preloadScreenAt(item.path)}
        onFocus={() => preloadScreenAt(item.path)}
      >
        {item.label}
      </Link>
    ),
  }));
