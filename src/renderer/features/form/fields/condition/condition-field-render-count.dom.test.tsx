import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConditionNode } from '../../../../../shared/condition/condition-node';
import type { FieldDefinition } from '../../../../../shared/forms/field-definition';
import { texts } from '../../../../../shared/texts/pt-BR';
import { pick } from '../../../../test-support/antd-select';
import { renderForm } from '../../../../test-support/render-form';
import { pathKey } from './node-labels';

// Each row draws its value control once per render: counting those counts row renders.
const renders = vi.hoisted(() => new Map<string, number>());
const toolbarRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('./leaf-controls', async (importOriginal) => {
  const original = await importOriginal<typeof import('./leaf-controls')>();
  return {
    LeafControl: (props: Parameters<typeof original.LeafControl>[0]) => {
      const key = pathKey(props.path);
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return original.LeafControl(props);
    },
  };
});

vi.mock('./condition-toolbar', async (importOriginal) => {
  const original = await importOriginal<typeof import('./condition-toolbar')>();
  const { memo } = await import('react');
  const { ConditionToolbar } = original;
  // The memoized toolbar's inner component: counted only when it draws.
  const inner = (ConditionToolbar as unknown as { type: typeof ConditionToolbar }).type;
  return {
    ConditionToolbar: memo((props: Parameters<typeof inner>[0]) => {
      toolbarRenders.count += 1;
      return inner(props);
    }),
  };
});

const field: FieldDefinition = {
  type: 'condition',
  name: 'conditions',
  title: 'Condições',
  conditionFields: 'product',
};

/** An OR of 10 comparisons (`brand` = 'Marca i'): 31 nodes. */
const map: ConditionNode = {
  type: 'OR',
  params: Array.from({ length: 10 }, (_, i) => ({
    type: '=' as const,
    params: [
      { type: 'field' as const, field: 'brand' },
      { type: 'string' as const, value: `Marca ${i}` },
    ],
  })),
};
const sql = map.params!.map((_, i) => `(\`brand\` = 'Marca ${i}')`).join(' OR ');

describe('condition field renders', () => {
  beforeEach(() => {
    renders.clear();
    toolbarRenders.count = 0;
  });

  it('redraws only the rows from the root to the edited value on a keystroke', () => {
    renderForm([field], { values: { conditions: { map, sql } } });
    expect(renders.size).toBe(31);
    renders.clear();
    toolbarRenders.count = 0;

    const input = screen.getByRole('textbox', { name: 'Texto (Nó 4.2)' });
    fireEvent.change(input, { target: { value: 'Marca 3x' } });

    expect(screen.getByLabelText('SQL gerado').textContent).toContain("(`brand` = 'Marca 3x')");
    // The root, the comparison and its value; not the 28 other rows.
    expect([...renders.keys()].sort()).toEqual(['', '3', '3.1']);
    // The first change enables 'Desfazer'.
    expect(toolbarRenders.count).toBe(1);

    renders.clear();
    toolbarRenders.count = 0;
    fireEvent.change(input, { target: { value: 'Marca 3xy' } });
    expect([...renders.keys()].sort()).toEqual(['', '3', '3.1']);
    // 'Desfazer' was already enabled: the toolbar above the tree is not drawn again.
    expect(toolbarRenders.count).toBe(0);
  });

  it('redraws an untouched row whose problem went away with its parent’s change', async () => {
    // `>` null is refused at the null operand; `=` null is IS NULL: the same null node, which
    // its parent's new type makes valid, must drop its problem.
    const nullComparison: ConditionNode = {
      type: 'OR',
      params: [{ type: '>', params: [{ type: 'field', field: 'Price' }, { type: 'null' }] }],
    };
    renderForm([field], { values: { conditions: { map: nullComparison, sql: '' } } });
    const operand = () => screen.getByRole('group', { name: /\(Nó 1\.2\)$/ });
    expect(within(operand()).queryByText(texts.condition.problems.nullComparison)).not.toBeNull();

    await pick('Tipo do nó (Nó 1)', 'igual a (=)');

    expect(screen.getByLabelText('SQL gerado').textContent).toBe('(`Price` IS NULL)');
    expect(within(operand()).queryByText(texts.condition.problems.nullComparison)).toBeNull();
  });
});
