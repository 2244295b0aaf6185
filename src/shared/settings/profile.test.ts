import { describe, expect, it } from 'vitest';
import { texts } from '../texts/pt-BR';
import { connectionProfileSchema, defaultLocalProfile } from './profile';

const base = { id: 'p1', name: 'Produção', kind: 'local', projectId: 'loja-1' } as const;

function messages(input: unknown): string[] {
  const result = connectionProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('connection profile schema', () => {
  it('fills defaults and trims trailing slashes from base URLs', () => {
    const profile = connectionProfileSchema.parse({
      ...base,
      workersUrl: 'http://127.0.0.1:5858/',
    });
    expect(profile.workersUrl).toBe('http://127.0.0.1:5858');
    expect(profile.apiUrl).toBe('');
    expect(profile.storeIds.shopee).toBe('');
  });

  it('rejects a bad URL and a missing project id with pt-BR messages', () => {
    expect(messages({ ...base, workersUrl: 'ftp://x' })).toEqual([
      'Informe uma URL http(s) válida ou deixe em branco.',
    ]);
    expect(messages({ ...base, apiUrl: 'https://u:p@api.exemplo.com.br' })).toEqual([
      'A URL não pode conter usuário e senha (usuario:senha@).',
    ]);
    expect(messages({ ...base, functionsUrl: 'http://functions.exemplo.com.br' })).toEqual([
      'Use https: http só é aceito para este computador (127.0.0.1 ou localhost).',
    ]);
    expect(messages({ ...base, projectId: '  ' })).toContain('Informe o id do projeto.');
    expect(messages({ ...base, projectId: 'a/b' })).toEqual([
      'O id do projeto só pode ter letras, números, hífen e sublinhado.',
    ]);
  });

  it('requires the Firebase web config for firebase profiles', () => {
    expect(messages({ ...base, kind: 'firebase' }).length).toBeGreaterThan(0);
    expect(
      messages({ ...base, kind: 'firebase', firebase: { apiKey: '', projectId: 'x' } }),
    ).toEqual(['Informe apiKey da configuração do Firebase.']);
    expect(
      messages({ ...base, kind: 'firebase', firebase: { apiKey: 'k', projectId: 'x' } }),
    ).toEqual([]);
  });

  it('drops the claim and assistant project older profiles carried: they are the project configuration now', () => {
    const old = connectionProfileSchema.parse({
      ...base,
      privilegedClaim: 'qualquer',
      assistantProjectId: 'ia-1',
    });
    expect(old).not.toHaveProperty('privilegedClaim');
    expect(old).not.toHaveProperty('assistantProjectId');
  });

  it('has a valid default local profile', () => {
    expect(defaultLocalProfile()).toMatchObject({ kind: 'local', projectId: 'demo' });
  });
});

describe('emulator fields', () => {
  const withFirebase = (firebase: Record<string, string>) =>
    messages({ ...base, kind: 'firebase', firebase: { apiKey: 'k', projectId: 'f', ...firebase } });

  // An emulator is reached in clear text (the password too) and the CSP opens its origin.
  it('takes Firestore and Auth emulators on this machine only, in pt-BR', () => {
    expect(withFirebase({ firestoreEmulatorHost: '127.0.0.1:8080' })).toEqual([]);
    expect(withFirebase({ authEmulatorUrl: 'http://localhost:9099' })).toEqual([]);
    expect(withFirebase({ authEmulatorUrl: 'http://[::1]:9099/' })).toEqual([]);
    expect(withFirebase({ firestoreEmulatorHost: 'emulador.exemplo.com:8080' })).toEqual([
      texts.firebase.emulatorHostInvalid('emulador.exemplo.com:8080'),
    ]);
    expect(withFirebase({ authEmulatorUrl: 'http://10.0.0.5:9099' })).toEqual([
      texts.firebase.authEmulatorUrlInvalid('http://10.0.0.5:9099'),
    ]);
    for (const bad of [
      'http://127.0.0.1.exemplo.com:9099',
      'http://u:p@127.0.0.1:9099',
      'localhost:9099',
    ]) {
      expect(withFirebase({ authEmulatorUrl: bad })).toEqual([
        texts.firebase.authEmulatorUrlInvalid(bad),
      ]);
    }
    expect(texts.firebase.authEmulatorUrlInvalid('x')).toContain('nesta máquina');
    expect(texts.firebase.emulatorHostInvalid('x')).toContain('nesta máquina');
  });
});
