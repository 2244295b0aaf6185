import { z } from 'zod';
import {
  connectionProfileSchema,
  type ConnectionProfile,
  type FirebaseWebConfig,
} from '../../../shared/settings/profile';

/** What the form holds: every field as text, Firebase fields kept even for local profiles. */
export interface ProfileFormValues {
  name: string;
  kind: 'local' | 'firebase';
  projectId: string;
  workersUrl: string;
  apiUrl: string;
  functionsUrl: string;
  videoHost: string;
  /** Empty: the default special id of the multi-project view. */
  multiProjectId: string;
  storeIds: ConnectionProfile['storeIds'];
  firebase: FirebaseWebConfig;
}

export type FieldPath = Array<string | number>;

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

export type ProfileValidation =
  | { ok: true; profile: ConnectionProfile }
  | { ok: false; fieldErrors: FieldError[]; otherErrors: string[] };

const emptyFirebase: FirebaseWebConfig = {
  apiKey: '',
  authDomain: '',
  projectId: '',
  storageBucket: '',
  appId: '',
  messagingSenderId: '',
  firestoreEmulatorHost: '',
  authEmulatorUrl: '',
  storageEmulatorHost: '',
};

export function emptyFormValues(): ProfileFormValues {
  return {
    name: '',
    kind: 'local',
    projectId: '',
    workersUrl: '',
    apiUrl: '',
    functionsUrl: '',
    videoHost: '',
    multiProjectId: '',
    storeIds: { shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' },
    firebase: { ...emptyFirebase },
  };
}

export function profileToFormValues(profile: ConnectionProfile): ProfileFormValues {
  const { id: _id, ...rest } = profile;
  return {
    ...rest,
    multiProjectId: profile.multiProjectId ?? '',
    storeIds: { ...profile.storeIds },
    firebase: profile.kind === 'firebase' ? { ...profile.firebase } : { ...emptyFirebase },
  };
}

/** Form names whose errors show under their own field; anything else shows above the form. */
const formFields = new Set([
  'name',
  'kind',
  'projectId',
  'workersUrl',
  'apiUrl',
  'functionsUrl',
  'videoHost',
  'multiProjectId',
  ...Object.keys(emptyFormValues().storeIds).map((key) => `storeIds.${key}`),
  ...Object.keys(emptyFirebase).map((key) => `firebase.${key}`),
]);

/** Generic zod messages in pt-BR; the schema's own messages (already pt-BR) take precedence. */
const ptBR = z.locales.ptBR().localeError;

/**
 * Validates the form with the same schema the main process uses, so the user sees each
 * problem under its field before anything is sent. The server still has the last word.
 */
export function validateProfileForm(values: ProfileFormValues, id: string): ProfileValidation {
  const { firebase, ...common } = values;
  const input = values.kind === 'firebase' ? { ...common, id, firebase } : { ...common, id };
  const parsed = connectionProfileSchema.safeParse(input, { error: ptBR });
  if (parsed.success) return { ok: true, profile: parsed.data };
  const byField = new Map<string, FieldError>();
  const otherErrors: string[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    const key = path.join('.');
    if (!formFields.has(key)) {
      otherErrors.push(key ? `${key}: ${issue.message}` : issue.message);
      continue;
    }
    // One message per field: the first says what to fix first (empty before malformed).
    if (!byField.has(key)) byField.set(key, { name: path, errors: [issue.message] });
  }
  return { ok: false, fieldErrors: [...byField.values()], otherErrors };
}

/** A fresh id for a new profile: readable prefix, random tail. */
export function newProfileId(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24);
  return `${slug || 'perfil'}-${crypto.randomUUID().slice(0, 8)}`;
}
