import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../test-support/render';
import { loadableComponent } from './loadable-component';

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('loadableComponent', () => {
  it('shows what is pending until its chunk comes, then the component with its props', async () => {
    let answer: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (answer = resolve)));
    const Loadable = loadableComponent(load, () => <p>Carregando</p>);
    render(<Loadable name="Ana" />);
    expect(screen.getByText('Carregando')).toBeTruthy();
    await act(async () => answer(Greeting));
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after a preload, and fetches once', async () => {
    const load = vi.fn(async () => Greeting);
    const Loadable = loadableComponent(load, () => <p>Carregando</p>);
    await Loadable.preload();
    await Loadable.preload();
    render(<Loadable name="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
