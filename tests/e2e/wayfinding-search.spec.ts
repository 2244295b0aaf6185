import { test, expect } from './fixtures';
import { demoLinks, pad, seedFile } from './seed-file';
import { openPaletteByKeyboard } from './wayfinding-keys';

test.describe("with antd's motion", () => {
  // Motion is off for the other flows (playwright.config.ts); where the keyboard opens a
  // dialog, its focus is checked with antd's motion too, as most people have it.
  test.use({ reducedMotion: 'no-preference' });

  test('finds a product by name with the keyboard alone, from anywhere, and remembers it', async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const input = await openPaletteByKeyboard(page);
    // A lower-case prefix of the stored name ("Frigideira Tramontina Lyon…").
    await page.keyboard.type('frigideira');
    const results = page.getByRole('listbox', { name: 'Resultados' });
    const products = results.getByRole('group', { name: 'Produtos' });
    await expect(
      products.getByRole('option', { name: /Frigideira Tramontina Lyon/ }),
    ).toBeVisible();
    // The category of the same name is found too, under Documentos.
    await expect(
      results
        .getByRole('group', { name: 'Documentos' })
        .getByRole('option', { name: /Frigideiras/ }),
    ).toBeVisible();
    await expect(products.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/console\/product\/4520$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Produto 4520' })).toBeVisible();
    await expect(input).toHaveCount(0);

    // By code, through the header's search box; the product is now a recent item.
    await page.getByRole('searchbox', { name: 'Buscar (Ctrl+K)' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      results
        .getByRole('group', { name: 'Recentes' })
        .getByRole('option', { name: /Produto 4520/ }),
    ).toBeVisible();
    await page.keyboard.type('7801');
    await expect(products.getByRole('option', { name: /Chaleira Tramontina Paris/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/console\/product\/7801$/);
  });
});

test('the palette reaches screens, configurations and documents by title, with the arrow keys', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console`);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  const results = page.getByRole('listbox', { name: 'Resultados' });

  const input = await openPaletteByKeyboard(page);
  await page.keyboard.type('pagamento');
  const config = results.getByRole('group', { name: 'Configuração do projeto' });
  await expect(config.getByRole('option', { name: /Formas de pagamento/ })).toBeVisible();
  // ↓ until the configuration is the chosen option, then Enter.
  const target = config.getByRole('option', { name: /Formas de pagamento/ });
  for (let step = 0; step < 10; step++) {
    if ((await target.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/config\/payment$/);
  await expect(page.getByRole('form', { name: 'Formas de pagamento' })).toBeVisible();

  await openPaletteByKeyboard(page);
  await page.keyboard.type('Churrasqueiras');
  const documents = results.getByRole('group', { name: 'Documentos' });
  await expect(
    documents.getByRole('option', { name: /Churrasqueiras.*em Categoria/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);

  await openPaletteByKeyboard(page);
  await page.keyboard.type('eventos');
  await expect(
    results.getByRole('group', { name: 'Telas' }).getByRole('option', { name: 'Eventos' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/events$/);

  await openPaletteByKeyboard(page);
  await page.keyboard.type('nada parecido com isto');
  await expect(page.getByRole('dialog').getByText('Nada encontrado.')).toBeVisible();
});

test.describe('collections longer than one page', () => {
  // 120 brands and 60 links: the list reads 50 of each.
  const seed = seedFile([
    ...Array.from({ length: 120 }, (_, index) => ({
      path: `project/demo/brand/marca-${pad(index)}`,
      data: { name: `Marca ${pad(index)}` },
    })),
    ...demoLinks(60),
  ]);
  test.use({ seedPath: seed.path });

  test('the filter finds a document past the first page, in the whole collection', async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console/brand`);
    const entries = page.getByRole('list', { name: /Documentos de/ });
    await expect(entries.getByRole('link')).toHaveCount(50);
    const filter = page.getByRole('searchbox', { name: 'Filtrar documentos' });
    await filter.fill('marca 11');
    await expect(page.getByText('10 documentos encontrados na coleção inteira.')).toBeVisible();
    await expect(entries.getByRole('link')).toHaveCount(10);
    await expect(entries.getByRole('link', { name: 'Marca 119' })).toBeVisible();
    await filter.fill('marca 999');
    await expect(page.getByText('0 documentos encontrados na coleção inteira.')).toBeVisible();
    await expect(page.getByText('No entries found.')).toBeVisible();
    await filter.fill('marca 11');
    await entries.getByRole('link', { name: 'Marca 117' }).click();
    await expect(page).toHaveURL(/\/console\/brand\/marca-117$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Marca 117' })).toBeVisible();
  });

  test('a deep link to the 53rd link shows its entry, marked and scrolled into view', async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console/link/link-053`);
    const entries = page.getByRole('list', { name: /Documentos de/ });
    const entry = entries.getByRole('link', { name: 'link-053' });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(entry).toBeInViewport();
    // Read up to it (and the page after): nothing skipped on the way.
    await expect(entries.getByRole('link', { name: 'link-051' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText('link-053');
  });
});

test.describe('with the system asking for reduced motion (no antd animation)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the palette opens with its search box focused and finds a product', async ({
    page,
    consoleWeb,
  }) => {
    await page.goto(`${consoleWeb.url}/console`);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await openPaletteByKeyboard(page);
    await page.keyboard.type('1011');
    const products = page
      .getByRole('listbox', { name: 'Resultados' })
      .getByRole('group', { name: 'Produtos' });
    await expect(products.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();

    // Enter in the header's search box opens it too, and it stays open (the Enter once closed
    // it at once: its keypress pressed the dialog's close button).
    await page.getByRole('searchbox', { name: 'Buscar (Ctrl+K)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'O que você procura?' })).toBeFocused();
    await page.keyboard.type('7801');
    await expect(products.getByRole('option', { name: /Chaleira Tramontina Paris/ })).toBeVisible();
  });
});
