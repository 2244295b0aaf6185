import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { doc, setDoc } from 'firebase/firestore';
import { simulatedEvent } from '../../src/shared/events/simulated-event';
import { test, expect } from './fixtures';

// The bundled demo data: 60 events in demo, 25 in outlet (resources/demo-seed.json).
interface SeedEvent {
  key: string;
  project: string;
  customerId: string;
  createdAt: string;
}
const seedEvents: SeedEvent[] = (
  JSON.parse(readFileSync(new URL('../../resources/demo-seed.json', import.meta.url), 'utf8')) as {
    documents: Array<{
      path: string;
      data: { customerId?: string; createdAt?: { __date: string } };
    }>;
  }
).documents
  .filter(({ path }) => path.split('/')[2] === 'customer-event')
  .map(({ path, data }) => {
    const [, project, , id] = path.split('/');
    return {
      key: `${project}/${id}`,
      project,
      customerId: data.customerId ?? '',
      createdAt: data.createdAt!.__date,
    };
  });
const newest = (events: SeedEvent[]) =>
  [...events]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.key.localeCompare(b.key))
    .slice(0, 50)
    .map((event) => event.key);

const feed = (page: Page) => page.getByRole('list', { name: 'Eventos de clientes' });
const rows = (page: Page) => feed(page).locator(':scope > li');
const keys = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-event')));

test('the feed shows the latest 50 live, a simulated event appears at the top, and a customer link filters it', async ({
  page,
  consoleWeb,
  firebase,
}) => {
  await page.goto(`${consoleWeb.url}/console/events`);
  await expect(
    page.getByText('Os 50 eventos mais recentes do projeto demo, ao vivo.'),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  expect(await keys(page)).toEqual(newest(seedEvents.filter((e) => e.project === 'demo')));

  if (firebase) {
    // 'Simular evento' is the local profile's stand-in for the storefront; on Firebase the
    // storefront's own write (rules off, as a service) must reach the open feed live.
    await expect(page.getByRole('button', { name: 'Simular evento' })).toHaveCount(0);
    const id = `sim-${Date.now().toString(36)}`;
    const pool = { customerIds: ['cli-bruno'], productCodes: ['1011'] };
    await firebase.writeAsService((db) =>
      setDoc(
        doc(db, `project/demo/customer-event/${id}`),
        simulatedEvent('demo', id, new Date(), pool),
      ),
    );
  } else {
    await page.getByRole('button', { name: 'Simular evento' }).click();
  }
  await expect(rows(page).first()).toHaveAttribute('data-event', /^demo\/sim-/);
  await expect(rows(page).first()).toContainText('há poucos segundos');
  await expect(rows(page)).toHaveCount(50);

  // Links read the customer's name once it is read (every row of a customer at once).
  await expect(
    feed(page).getByRole('link', { name: 'Ver eventos do cliente Bruno Lima' }).first(),
  ).toBeVisible();
  // The simulated event picked a demo customer (or none): Bruno's feed may hold it too.
  const simulatedIsBruno =
    (await rows(page)
      .first()
      .getByRole('link', { name: 'Ver eventos do cliente Bruno Lima' })
      .count()) > 0;

  // Bruno's first event in the feed: its link filters the feed to him.
  const bruno = feed(page).getByRole('link', { name: 'Ver eventos do cliente Bruno Lima' }).last();
  await bruno.click();
  await expect(page).toHaveURL(/\/console\/events\?customerId=cli-bruno$/);
  await expect(page.getByText('Eventos do cliente Bruno Lima')).toBeVisible();
  await expect(page.getByText('bruno.lima@exemplo.com.br')).toBeVisible();
  await expect(page.getByText('(51) 99123-4567')).toBeVisible();
  const his = seedEvents.filter((e) => e.project === 'demo' && e.customerId === 'cli-bruno');
  await expect(rows(page)).toHaveCount(his.length + (simulatedIsBruno ? 1 : 0));
  const shown = await keys(page);
  expect(shown.filter((key) => !key?.startsWith('demo/sim-'))).toEqual(newest(his));

  await page.getByRole('link', { name: 'Ver todos os eventos' }).click();
  await expect(rows(page)).toHaveCount(50);
});

test('the multi-project view merges the chosen projects, and its links carry the project', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/events`);
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole('combobox', { name: 'Projeto' }).click();
  await page.getByTitle('Vários projetos (all)').click();
  await expect(
    page.getByText('Visão de vários projetos: escolha os projetos no seletor do cabeçalho', {
      exact: false,
    }),
  ).toBeVisible();

  const chooser = page.getByRole('combobox', { name: 'Projetos da visão de vários projetos' });
  await chooser.click();
  // antd's options are titled divs (its role=option list is for screen readers only).
  const option = (title: string) =>
    page.locator(`.ant-select-item-option[title="${title}"]:visible`);
  await option('Loja Demo (demo)').click();
  await option('Outlet Demo (outlet)').click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Os 50 eventos mais recentes dos projetos demo, outlet, ao vivo.'),
  ).toBeVisible();
  const merged = newest(seedEvents);
  expect(merged.some((key) => key.startsWith('outlet/'))).toBe(true);
  await expect.poll(() => keys(page)).toEqual(merged);
  await expect(feed(page).getByText('Projeto outlet').first()).toBeVisible();

  // Remembered for the profile: a reload keeps the view and its projects.
  await page.reload();
  await expect.poll(() => keys(page)).toEqual(merged);

  await feed(page)
    .getByRole('link', { name: 'Ver eventos do cliente Carla Mendes' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/console\/events\?customerId=cli-carla&project=outlet$/);
  await expect(page.getByText('Eventos do cliente Carla Mendes')).toBeVisible();
  const hers = seedEvents.filter((e) => e.project === 'outlet' && e.customerId === 'cli-carla');
  await expect.poll(() => keys(page)).toEqual(newest(hers));
});
