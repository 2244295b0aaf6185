import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../../../../shared/condition/condition-node';
import type { FieldDefinition } from '../../../../../shared/forms/field-definition';
import { texts } from '../../../../../shared/texts/pt-BR';
import { pick } from '../../../../test-support/antd-select';
import { renderForm } from '../../../../test-support/render-form';
import { countRenders } from '../../../../test-support/render-counts';
import { ConditionToolbar } from './condition-toolbar';
import { LeafControl } from './leaf-controls';
import { pathKey } from './node-labels';

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
  it('redraws only the rows from the root to the edited value on a keystroke', () => {
    // Each row draws its value control once per render: counting those counts row renders.
    const leaves = countRenders(LeafControl, (props) => pathKey(props.path));
    // The memoized toolbar: counted only when it draws.
    const toolbar = countRenders(ConditionToolbar);
    const renders = leaves.byKey;
    renderForm([field], { values: { conditions: { map, sql } } });
    expect(renders.size).toBe(31);
    leaves.reset();
    toolbar.reset();

    const input = screen.getByRole('textbox', { name: 'Texto (Nó 4.2)' });
    fireEvent.change(input, { target: { value: 'Marca 3x' } });

    expect(screen.getByLabelText('SQL gerado').textContent).toContain("(`brand` = 'Marca 3x')");
    // The root, the comparison and its value; not the 28 other rows.
    expect([...renders.keys()].sort()).toEqual(['', '3', '3.1']);
    // The first change enables 'Desfazer'.
    expect(toolbar.total).toBe(1);

    leaves.reset();
    toolbar.reset();
    fireEvent.change(input, { target: { value: 'Marca 3xy' } });
    expect([...renders.keys()].sort()).toEqual(['', '3', '3.1']);
    // 'Desfazer' was already enabled: the toolbar above the tree is not drawn again.
    expect(toolbar.total).toBe(0);
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
