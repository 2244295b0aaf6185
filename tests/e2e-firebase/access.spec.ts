import { test, expect } from './fixtures';
import { recordRequestsTo } from './session';

test('an account without the staff claim gets one screen saying so, reads nothing, and can leave', async ({
  page,
  firebaseConsole,
}) => {
  const outsider = { ...firebaseConsole.staff };
  // Signed up, but the staff claim removed: the rules' isStaff() would refuse every read.
  await firebaseConsole.setClaims(outsider.uid, {});
  await page.goto(firebaseConsole.url);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const toFirestore = recordRequestsTo(page, firebaseConsole.firestoreHost);
  await page.getByLabel('E-mail').fill(outsider.email);
  await page.getByLabel('Senha').fill(outsider.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua conta não tem acesso a este console' }),
  ).toBeVisible();
  await expect(page.getByText(`Conectado como ${outsider.email}`)).toBeVisible();
  await expect(page.getByText('falta a custom claim "staff: true"')).toBeVisible();
  await expect(
    page.getByText('Peça a um administrador do projeto que conceda a claim "staff"'),
  ).toBeVisible();
  // No shell: no menu, no screen, no project list; and none of their errors.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Início' })).toHaveCount(0);
  await expect(page.getByText('Você não tem permissão para acessar estes dados.')).toHaveCount(0);
  expect(toFirestore).toEqual([]);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('Sua conta não tem acesso a este console')).toHaveCount(0);
  expect(toFirestore).toEqual([]);
});
