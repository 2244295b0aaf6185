import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordStatuses, savedPastDebounce, saveStatus } from './save-status';

/** The demo content 'Sobre a loja' (one Texto block) open in the layout editor. */
async function openEditor(page: Page, url: string, docId = 'sobre') {
  await page.goto(`${url}/console/layouts/${docId}`);
  const editor = page.getByRole('region', { name: 'Editor de layout' });
  await expect(editor).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  return {
    editor,
    palette: editor.getByRole('region', { name: 'Blocos' }),
    canvas: editor.getByRole('region', { name: 'Área do layout' }),
    toolbar: editor.getByRole('toolbar', { name: 'Ferramentas do layout' }),
    panel: editor.getByRole('region', { name: 'Propriedades' }),
    root: editor.getByRole('group', { name: 'Raiz do layout' }),
  };
}

/** Drags with the mouse in small steps, as a hand does (the editor's drag is pointer based). */
async function drag(page: Page, from: Locator, to: Locator, steps = 8) {
  // A hand first scrolls the block into view: with a taller header (the Firebase profile's
  // signed-in line wraps) the palette's lower buttons sit under the sticky save bar, and a
  // press there selects text instead. hover() scrolls until nothing covers the button.
  await from.hover();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height - 6, { steps });
  await page.mouse.up();
}

test('drags Texto and Container from the palette, nests a block, edits its text, undoes and redoes', async ({
  page,
  consoleWeb,
}) => {
  const { palette, canvas, toolbar, root } = await openEditor(page, consoleWeb.url);
  const containers = canvas.getByRole('group', { name: 'Bloco Container' });
  await expect(containers).toHaveCount(0);

  await drag(page, palette.getByRole('button', { name: 'Container', exact: true }), root);
  await expect(containers).toHaveCount(1);
  // Dropped at the end of the page, after the text that was there.
  await expect(root.locator(':scope > [data-node-id]').last()).toHaveAttribute(
    'data-node-type',
    'container',
  );

  await drag(page, palette.getByRole('button', { name: 'Texto' }), containers.first());
  const nested = containers.first().getByRole('group', { name: 'Bloco Texto' });
  await expect(nested).toHaveCount(1);

  await nested.dblclick();
  const textbox = canvas.getByRole('textbox', { name: 'Texto do bloco' });
  await expect(textbox).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Frete grátis acima de R$ 199 via motoboy');
  await page.keyboard.press('Escape');
  await expect(nested).toHaveText('Frete grátis acima de R$ 199 via motoboy');
  // Typed m, v and h never reached the shortcuts: still desktop, still the Select tool.
  await expect(canvas.getByRole('group', { name: 'Visualização desktop' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Selecionar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Undo: the text edit (one step for the whole burst), the nested insert, the container.
  await toolbar.getByRole('button', { name: 'Desfazer' }).click();
  await expect(nested).toHaveText('Texto');
  await toolbar.getByRole('button', { name: 'Desfazer' }).click();
  await expect(containers.first().getByRole('group', { name: 'Bloco Texto' })).toHaveCount(0);
  await canvas.getByRole('group', { name: 'Bloco Container' }).click();
  await page.keyboard.press('Control+z');
  await expect(containers).toHaveCount(0);
  await page.keyboard.press('Control+Shift+Z');
  await page.keyboard.press('Control+Shift+Z');
  await toolbar.getByRole('button', { name: 'Refazer' }).click();
  await expect(containers.first().getByRole('group', { name: 'Bloco Texto' })).toHaveText(
    'Frete grátis acima de R$ 199 via motoboy',
  );
  await expect(toolbar.getByRole('button', { name: 'Refazer' })).toBeDisabled();
});

test('moves a block by dragging it, then saves once and reloads the same layout', async ({
  page,
  consoleWeb,
}) => {
  await page.clock.install();
  const { palette, canvas, root } = await openEditor(page, consoleWeb.url);
  await palette.getByRole('button', { name: 'Container' }).click();
  await expect(saveStatus(page)).toHaveText('Salvo', { timeout: 10_000 });
  const box = canvas.getByRole('group', { name: 'Bloco Container' });
  const text = canvas.getByRole('group', { name: 'Bloco Texto' });
  const statuses = await recordStatuses(page);
  await drag(page, text, box, 40);
  await expect(box.getByRole('group', { name: 'Bloco Texto' })).toHaveCount(1);
  await savedPastDebounce(page);
  // 40 pointer moves, one drop: one save.
  expect((await statuses()).filter((status) => status === 'Salvando...')).toHaveLength(1);
  // ...and one undo step: one Desfazer puts the block back at the top of the page.
  const toolbar = page.getByRole('toolbar', { name: 'Ferramentas do layout' });
  await toolbar.getByRole('button', { name: 'Desfazer' }).click();
  await expect(box.getByRole('group', { name: 'Bloco Texto' })).toHaveCount(0);
  await expect(root.locator(':scope > [data-node-id]').first()).toHaveAttribute(
    'data-node-type',
    'text',
  );
  await toolbar.getByRole('button', { name: 'Refazer' }).click();
  await expect(box.getByRole('group', { name: 'Bloco Texto' })).toHaveCount(1);
  await savedPastDebounce(page);

  // The blocks as drawn, without what only the session has (selection, CSS module classes).
  const drawn = (element: Element) =>
    element.outerHTML.replace(/ class="[^"]*"/g, '').replace(/ aria-current="true"/g, '');
  const before = await root.evaluate(drawn);
  await page.reload();
  const { root: reloaded } = await openEditor(page, consoleWeb.url);
  await expect(reloaded.getByRole('group', { name: 'Bloco Container' })).toHaveCount(1);
  const after = await reloaded.evaluate(drawn);
  expect(after).toBe(before);
});

test('switches to the 375×667 mobile preview and zooms with the toolbar and the shortcuts', async ({
  page,
  consoleWeb,
}) => {
  const { editor, toolbar, root } = await openEditor(page, consoleWeb.url);
  await toolbar.getByRole('button', { name: 'Visualização celular' }).click();
  const mobile = editor.getByRole('group', { name: 'Visualização celular (375×667)' });
  expect(await mobile.boundingBox()).toMatchObject({ width: 375, height: 667 });

  const zoom = toolbar.getByText(/^\d+%$/);
  await toolbar.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect(zoom).toHaveText('110%');
  const zoomed = (await mobile.boundingBox())!;
  expect(zoomed.width).toBeCloseTo(412.5, 0);
  await toolbar.getByRole('button', { name: 'Diminuir zoom' }).click();
  await toolbar.getByRole('button', { name: 'Diminuir zoom' }).click();
  await expect(zoom).toHaveText('90%');

  await root.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+=');
  await page.keyboard.press('Control+=');
  await expect(zoom).toHaveText('110%');
  await page.keyboard.press('Control+-');
  await expect(zoom).toHaveText('100%');
  for (let i = 0; i < 12; i++) await page.keyboard.press('Control+-');
  await expect(zoom).toHaveText('20%');
  await expect(toolbar.getByRole('button', { name: 'Diminuir zoom' })).toBeDisabled();
  await page.keyboard.press('Control+0');
  await expect(zoom).toHaveText('100%');

  // Hand: at 200% the page overflows the canvas, and dragging pans it instead of moving blocks.
  for (let i = 0; i < 10; i++) await toolbar.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect(zoom).toHaveText('200%');
  await toolbar.getByRole('button', { name: 'Mão (mover a área)' }).click();
  const canvas = editor.getByRole('region', { name: 'Área do layout' });
  const area = (await canvas.boundingBox())!;
  const scrolled = () => canvas.evaluate((element) => element.scrollTop + element.scrollLeft);
  expect(await scrolled()).toBe(0);
  await page.mouse.move(area.x + area.width / 2, area.y + 200);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2 - 80, area.y + 60, { steps: 5 });
  await page.mouse.up();
  expect(await scrolled()).toBeGreaterThan(100);
  await page.keyboard.press('v');
  await page.keyboard.press('Control+0');

  await page.keyboard.press('m');
  await expect(editor.getByRole('group', { name: 'Visualização desktop' })).toBeVisible();
  await page.keyboard.press('h');
  await expect(toolbar.getByRole('button', { name: 'Mão (mover a área)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('v');
  await expect(toolbar.getByRole('button', { name: 'Selecionar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Control+\\');
  await expect(editor.getByRole('region', { name: 'Blocos' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Mostrar ferramentas' }).click();
  await expect(editor.getByRole('region', { name: 'Blocos' })).toBeVisible();
});

test('copies and pastes a block with the shortcuts, and refuses a leaf target and foreign data', async ({
  page,
  context,
  consoleWeb,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: consoleWeb.url,
  });
  const { palette, canvas } = await openEditor(page, consoleWeb.url);
  await palette.getByRole('button', { name: 'Container' }).click();
  const texts = canvas.getByRole('group', { name: 'Bloco Texto' });
  const box = canvas.getByRole('group', { name: 'Bloco Container' });

  await texts.first().click();
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Bloco copiado.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toMatchObject({ kind: 'console-desktop/layout-nodes' });

  // Onto the text itself, a leaf: refused.
  await page.keyboard.press('Control+v');
  await expect(page.getByText('Objeto não é um canvas')).toBeVisible();
  await expect(texts).toHaveCount(1);

  await box.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+v');
  await expect(box.getByRole('group', { name: 'Bloco Texto' })).toHaveCount(1);
  // The pasted block is now selected: paste again into the container.
  await box.click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+v');
  await expect(box.getByRole('group', { name: 'Bloco Texto' })).toHaveCount(2);
  const ids = await texts.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-node-id')),
  );
  expect(new Set(ids).size).toBe(3);

  await page.evaluate(() => navigator.clipboard.writeText('{"ROOT": "não é um bloco"}'));
  await page.keyboard.press('Control+v');
  await expect(page.getByText('Dados inválidos')).toBeVisible();
  await expect(texts).toHaveCount(3);
});

test("an embed's script runs inside its own frame and cannot reach the console", async ({
  page,
  consoleWeb,
}) => {
  const { palette, canvas, panel } = await openEditor(page, consoleWeb.url);
  await palette.getByRole('button', { name: 'Embed' }).click();
  const probe = [
    '<p id="out">esperando</p>',
    '<script>',
    'const out = [];',
    'try { parent.document.title = "tomado"; out.push("parent-aberto"); } catch (e) { out.push("parent-fechado"); }',
    'try { localStorage.setItem("x", "1"); out.push("storage-aberto"); } catch (e) { out.push("storage-fechado"); }',
    'out.push(typeof window.consoleDesktop === "undefined" ? "sem-ponte" : "com-ponte");',
    'document.getElementById("out").textContent = "script rodou: " + out.join(" ");',
    '</script>',
  ].join('\n');
  await panel.getByRole('textbox').first().fill(probe);
  const frame = canvas.frameLocator('iframe').first();
  await expect(frame.locator('#out')).toHaveText(
    'script rodou: parent-fechado storage-fechado sem-ponte',
  );
  await expect(page).not.toHaveTitle('tomado');
  const iframe = canvas.locator('iframe').first();
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
});
