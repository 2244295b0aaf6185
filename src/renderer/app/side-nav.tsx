import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { navItems, navKeyForPath } from './nav-items';
import { preloadScreenAt } from './app-routes';

/** One entry per screen; entries are links, so Tab and Enter work as anywhere else. */
export function SideNav({ collapsed = false }: { collapsed?: boolean }) {
  const { pathname } = useLocation();
  const selected = navKeyForPath(pathname);
  return (
    <nav aria-label={texts.shell.nav.label}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={selected ? [selected] : []}
        items={navItems.map((item) => ({
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
        }))}
      />
    </nav>
  );
}
