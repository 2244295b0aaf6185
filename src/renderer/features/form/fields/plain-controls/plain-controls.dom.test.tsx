import { fireEvent } from '@testing-library/react';
import { render } from '../../../../test-support/render';
import { Checkbox, ConfigProvider, Input } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainCheckbox } from './plain-checkbox';
import { PlainControlsScope } from './plain-controls-context';
import { PlainInput } from './plain-input';

const themed = (node: ReactNode) => render(<ConfigProvider>{node}</ConfigProvider>);

/** An element's markup with each class list sorted: antd's class order carries no meaning. */
function markupOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const names = [...node.classList].sort();
    if (names.length > 0) node.setAttribute('class', names.join(' '));
  }
  return copy.outerHTML;
}

describe('plain controls', () => {
  it("render antd's Input markup and classes", () => {
    const antd = themed(<Input id="campo" value="texto" readOnly onChange={() => {}} />);
    const plain = themed(
      <PlainControlsScope>
        <PlainInput id="campo" value="texto" readOnly onChange={() => {}} />
      </PlainControlsScope>,
    );
    const expected = antd.container.querySelector('input')!;
    expect(expected.className).toMatch(/ant-input-outlined/);
    expect(markupOf(plain.container.querySelector('input')!)).toBe(markupOf(expected));
  });

  it.each([
    { checked: false, disabled: false },
    { checked: true, disabled: false },
    { checked: true, disabled: true },
    { checked: false, disabled: true },
  ])("render antd's Checkbox markup and classes when %o", ({ checked, disabled }) => {
    const antd = themed(<Checkbox id="marca" checked={checked} disabled={disabled} />);
    const plain = themed(
      <PlainControlsScope>
        <PlainCheckbox id="marca" checked={checked} disabled={disabled} onChange={() => {}} />
      </PlainControlsScope>,
    );
    const expected = antd.container.querySelector('label')!;
    expect(markupOf(plain.container.querySelector('label')!)).toBe(markupOf(expected));
  });

  it('the checkbox reports the new state and stays as its value says', () => {
    const onChange = vi.fn();
    const view = themed(
      <PlainControlsScope>
        <PlainCheckbox id="marca" checked={false} onChange={onChange} />
      </PlainControlsScope>,
    );
    const box = view.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(box);
    expect(onChange.mock.calls).toEqual([[true]]);
    // Controlled: unchecked until the store says otherwise.
    expect(box.checked).toBe(false);
  });

  it('a nested scope reuses the outer one', () => {
    const view = themed(
      <PlainControlsScope>
        <PlainControlsScope>
          <PlainInput id="campo" value="" onChange={() => {}} />
        </PlainControlsScope>
      </PlainControlsScope>,
    );
    expect(view.container.querySelector('input')!.className).toMatch(/ant-input/);
  });

  it('outside a scope, says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PlainInput id="campo" />)).toThrow(/PlainControlsScope/);
  });
});
