import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test-support/render';
import { useState } from 'react';
import { texts } from '../../../shared/texts/pt-BR';
import { JsonEditor, jsonEditorReady, preloadJsonEditorCode } from './json-editor';

// Monaco cannot run under jsdom (ARCHITECTURE §7): the editor is a textarea stand-in that
// records its props, and the first load of it waits on a gate the test opens.
const fake = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    gate,
    open: () => open(),
    props: [] as Array<Record<string, unknown>>,
  };
});

vi.mock('./monaco-setup', () => ({ monaco: {} }));
vi.mock('@monaco-editor/react', async () => {
  await fake.gate;
  const { createElement } = await import('react');
  function FakeEditor(props: {
    value: string;
    height: unknown;
    language: string;
    options: { ariaLabel: string; readOnly: boolean };
    onChange: (value: string | undefined) => void;
  }) {
    fake.props.push(props as unknown as Record<string, unknown>);
    return createElement('textarea', {
      'aria-label': props.options.ariaLabel,
      'data-language': props.language,
      readOnly: props.options.readOnly,
      value: props.value,
      onChange: (event: { target: { value: string } }) =>
        props.onChange(event.target.value === '<undefined>' ? undefined : event.target.value),
    });
  }
  return { default: FakeEditor, loader: { config: vi.fn() } };
});

const t = texts.editors.jsonEditor;

function Controlled({ initial, onChange }: { initial: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <JsonEditor
      value={value}
      ariaLabel="Documento em JSON"
      height={400}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  fake.props.length = 0;
});

// Before any test loads the editor: its code is not here yet.
describe('preloadJsonEditorCode', () => {
  it("asks the browser once for the editor's chunk, to fetch and compile without running it", () => {
    preloadJsonEditorCode();
    preloadJsonEditorCode();
    const links = document.head.querySelectorAll('link[rel="modulepreload"]');
    expect(links).toHaveLength(1);
    // Served by vitest, the URL is the module's own; built, its chunk's (vite.web.config.ts).
    expect(links[0].getAttribute('href')).toMatch(/\/monaco-json-editor\.tsx$/);
    expect(fake.props).toHaveLength(0);
  });
});

describe('JsonEditor', () => {
  it('shows the skeleton until the Monaco chunk has loaded, then the editor', async () => {
    render(<Controlled initial='{"a": 1}' />);
    expect(screen.getByRole('status', { name: t.loading })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => fake.open());
    const editor = await screen.findByRole('textbox', { name: 'Documento em JSON' });
    expect(screen.queryByRole('status', { name: t.loading })).toBeNull();
    expect((editor as HTMLTextAreaElement).value).toBe('{"a": 1}');
    expect(editor.getAttribute('data-language')).toBe('json');
  });

  it('passes value, height, language and the accessible name to Monaco', async () => {
    render(<JsonEditor value="{}" onChange={() => {}} ariaLabel="JSON do pedido" height="70vh" />);
    await screen.findByRole('textbox', { name: 'JSON do pedido' });
    const last = fake.props.at(-1)!;
    expect(last.value).toBe('{}');
    expect(last.height).toBe('70vh');
    expect(last.language).toBe('json');
    expect(last.options).toMatchObject({ ariaLabel: 'JSON do pedido', readOnly: false });
  });

  it('reports every edit with the whole text, and follows the new value', async () => {
    const changes: string[] = [];
    render(<Controlled initial="{}" onChange={(value) => changes.push(value)} />);
    const editor = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: '{"b": 2}' } });
    expect(changes).toEqual(['{"b": 2}']);
    expect(editor.value).toBe('{"b": 2}');
    expect(fake.props.at(-1)!.value).toBe('{"b": 2}');
  });

  it('turns an undefined value from Monaco into an empty text', async () => {
    const changes: string[] = [];
    render(<Controlled initial="{}" onChange={(value) => changes.push(value)} />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '<undefined>' } });
    expect(changes).toEqual(['']);
  });

  it('draws an editor opened once its code is here at once, with no skeleton to wait out', async () => {
    await jsonEditorReady();
    render(<JsonEditor value="[]" onChange={() => {}} ariaLabel="Pronto" height={200} />);
    // No Suspense fallback: React would hold the reveal of what it stood in for up to 300 ms.
    expect(screen.queryByRole('status', { name: t.loading })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Pronto' }) as HTMLTextAreaElement).value).toBe(
      '[]',
    );
  });

  it('passes readOnly through', async () => {
    render(
      <JsonEditor
        value="{}"
        onChange={() => {}}
        ariaLabel="Somente leitura"
        height={200}
        readOnly
      />,
    );
    const editor = (await screen.findByRole('textbox', {
      name: 'Somente leitura',
    })) as HTMLTextAreaElement;
    expect(editor.readOnly).toBe(true);
  });
});
