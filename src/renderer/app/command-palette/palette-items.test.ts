import { describe, expect, it } from 'vitest';
import { matchKnownItems, orderPaletteItems, type PaletteItem } from './palette-items';

const labels = (items: PaletteItem[]) => items.map((item) => `${item.group}:${item.label}`);

describe('the command palette’s known items', () => {
  it('lists the screens for a blank query', () => {
    const items = matchKnownItems('  ');
    expect(items.every((item) => item.group === 'screens')).toBe(true);
    expect(labels(items)).toContain('screens:Sincronização');
  });

  it('finds screens, configurations and collections by name, case and accents aside', () => {
    expect(labels(matchKnownItems('sincronizacao'))).toContain('screens:Sincronização');
    const payment = matchKnownItems('PAGAMENTO');
    expect(payment.some((item) => item.group === 'config')).toBe(true);
    expect(matchKnownItems('templates whatsapp').map((item) => item.path)).toEqual(
      expect.arrayContaining(['/console/whatsapp-templates', '/console/whatsapp-template']),
    );
    // By id too: config/google.
    expect(matchKnownItems('google').map((item) => item.path)).toContain('/console/config/google');
  });

  it('orders answers by group and lists one path once', () => {
    const item = (group: PaletteItem['group'], path: string): PaletteItem => ({
      key: `${group}${path}`,
      group,
      label: path,
      path,
    });
    const ordered = orderPaletteItems([
      item('documents', '/d'),
      item('recent', '/p'),
      item('products', '/p'),
      item('screens', '/s'),
    ]);
    expect(ordered.map((entry) => `${entry.group}${entry.path}`)).toEqual([
      'recent/p',
      'screens/s',
      'documents/d',
    ]);
  });
});
