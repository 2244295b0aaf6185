import { describe, expect, it } from 'vitest';
import { connectionProfileSchema, projectIdSchema } from '../settings/profile';
import { bridgeContract } from './contract';
import {
  HTTP_BODY_MAX_BYTES,
  MAX_ID_CHARS,
  MAX_NAME_CHARS,
  MAX_TOKEN_CHARS,
  MAX_URL_CHARS,
} from './input-bounds';

const inputOf = (name: keyof typeof bridgeContract.procedures) =>
  bridgeContract.procedures[name].input;

/** The pt-BR messages of a refused input, or null when it is accepted. */
function refusal(name: keyof typeof bridgeContract.procedures, input: unknown): string | null {
  const parsed = inputOf(name).safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
}

const long = (length: number) => 'a'.repeat(length);
const profile = (change: Record<string, unknown>) => ({
  id: 'p1',
  name: 'Loja',
  kind: 'local',
  projectId: 'loja',
  ...change,
});

describe('bridge inputs have a length bound', () => {
  // A 7.5 MB project id used to be accepted, saved and broadcast to every page.
  it('refuses a project id past the bound, with a pt-BR message', () => {
    expect(projectIdSchema.safeParse(long(MAX_ID_CHARS)).success).toBe(true);
    expect(refusal('settings.setActiveProject', { projectId: long(MAX_ID_CHARS) })).toBeNull();
    expect(refusal('settings.setActiveProject', { projectId: long(7_500_000) })).toContain(
      `no máximo ${MAX_ID_CHARS} caracteres`,
    );
    expect(projectIdSchema.safeParse(long(MAX_ID_CHARS + 1)).success).toBe(false);
  });

  it('refuses long ids, names and URLs in a saved profile', () => {
    expect(refusal('settings.saveProfile', profile({}))).toBeNull();
    for (const change of [
      { id: long(MAX_ID_CHARS + 1) },
      { name: long(MAX_NAME_CHARS + 1) },
      { projectId: long(MAX_ID_CHARS + 1) },
      { multiProjectId: long(MAX_ID_CHARS + 1) },
      { workersUrl: `https://h.example/${long(MAX_URL_CHARS)}` },
      { videoHost: `https://h.example/${long(MAX_URL_CHARS)}` },
      { storeIds: { shopee: long(MAX_NAME_CHARS + 1) } },
    ]) {
      expect(
        connectionProfileSchema.safeParse(profile(change)).success,
        JSON.stringify(change).slice(0, 40),
      ).toBe(false);
      expect(refusal('settings.saveProfile', profile(change))).toMatch(/no máximo \d+ caracteres/);
    }
    const firebase = {
      kind: 'firebase',
      firebase: { apiKey: long(MAX_URL_CHARS + 1), projectId: 'loja' },
    };
    expect(refusal('settings.saveProfile', profile(firebase))).toMatch(/no máximo/);
  });

  it('refuses long ids in the other settings calls and a long external link', () => {
    expect(refusal('settings.deleteProfile', { id: long(MAX_ID_CHARS + 1) })).toMatch(/no máximo/);
    expect(refusal('settings.setActiveProfile', { id: long(MAX_ID_CHARS + 1) })).toMatch(
      /no máximo/,
    );
    expect(
      refusal('app.openExternal', { url: `https://h.example/${long(MAX_URL_CHARS)}` }),
    ).toMatch(/no máximo/);
  });

  it('bounds the CSV read token, CSV column names and sync run ids', () => {
    expect(refusal('csv.readChosenFile', { token: long(MAX_TOKEN_CHARS) })).toBeNull();
    expect(refusal('csv.readChosenFile', { token: long(MAX_TOKEN_CHARS + 1) })).toMatch(
      /no máximo/,
    );
    const save = (field: string) => ({ defaultName: 'a.csv', fields: [field], rows: [] });
    expect(refusal('csv.saveFile', save(long(MAX_URL_CHARS)))).toBeNull();
    expect(refusal('csv.saveFile', save(long(MAX_URL_CHARS + 1)))).toMatch(/no máximo/);
    expect(refusal('sync.exportErrors', { runId: long(MAX_ID_CHARS) })).toBeNull();
    expect(refusal('sync.exportErrors', { runId: long(MAX_ID_CHARS + 1) })).toMatch(/no máximo/);
  });

  it('bounds every string of an http.request', () => {
    const request = { service: 'api', path: '/v1/x' };
    expect(refusal('http.request', request)).toBeNull();
    for (const change of [
      { path: `/${long(MAX_URL_CHARS)}` },
      { idToken: long(MAX_TOKEN_CHARS + 1) },
      { requestId: long(MAX_ID_CHARS + 1) },
      { query: { q: long(MAX_URL_CHARS + 1) } },
      { query: { [long(MAX_NAME_CHARS + 1)]: 'x' } },
      { query: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v'])) },
    ]) {
      expect(refusal('http.request', { ...request, ...change })).toMatch(/no máximo/);
    }
    expect(refusal('http.abort', { requestId: long(MAX_ID_CHARS + 1) })).toMatch(/no máximo/);
  });

  it('bounds an http.request body by its serialized size', () => {
    const request = { service: 'api', method: 'POST', path: '/v1/x' };
    const fits = { text: long(HTTP_BODY_MAX_BYTES - 100) };
    expect(refusal('http.request', { ...request, body: fits })).toBeNull();
    // Many small strings: no one string is long, the whole body is.
    const many = { items: Array.from({ length: 2_000 }, () => long(3_000)) };
    expect(refusal('http.request', { ...request, body: many })).toContain('corpo da requisição');
    // Accents count as the bytes they take.
    const accents = { text: 'é'.repeat(HTTP_BODY_MAX_BYTES / 2 + 10) };
    expect(refusal('http.request', { ...request, body: accents })).toContain('corpo da requisição');
  });

  it('refuses a body that is not JSON (IPC can carry cycles and BigInts)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const request = { service: 'api', method: 'POST', path: '/v1/x' };
    expect(refusal('http.request', { ...request, body: cyclic })).toContain('JSON');
    expect(refusal('http.request', { ...request, body: { n: 10n } })).toContain('JSON');
  });
});
