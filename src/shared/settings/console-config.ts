/**
 * The project's console configuration, `project/{id}/config/console`: settings that belong
 * to the project, not to one user's connection profile, so only privileged users (Firestore's
 * rules) can change them.
 */
export interface ConsoleConfig {
  /** The custom claim that makes a viewer privileged (the product information panel). */
  privilegedClaim: string;
  /** The one project the AI assistant works in; empty: the active project. */
  assistantProjectId: string;
  /**
   * The storefront's host, e.g. `www.loja.com.br` (issue 18: a project setting): event
   * product links open `https://{storefrontDomain}/{ProductCode}`. Empty: no link.
   */
  storefrontDomain: string;
}

export const CONSOLE_CONFIG_DOC = { collection: 'config', id: 'console' } as const;

export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = {
  privilegedClaim: 'admin',
  assistantProjectId: '',
  storefrontDomain: '',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The stored document read leniently: a missing or odd value falls back to its default. */
export function readConsoleConfig(data: unknown): ConsoleConfig {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const project = text(record.assistantProjectId);
  return {
    privilegedClaim: text(record.privilegedClaim) ?? DEFAULT_CONSOLE_CONFIG.privilegedClaim,
    // Only a well-formed project id: anything else means the active project.
    assistantProjectId: project && /^[A-Za-z0-9_-]+$/.test(project) ? project : '',
    storefrontDomain: storefrontHost(record.storefrontDomain),
  };
}

/**
 * A bare host (with an optional port) from what someone typed: a pasted `https://` and a
 * trailing slash are dropped, and anything that is still not a host name reads as empty, so
 * no link is built from it.
 */
function storefrontHost(value: unknown): string {
  const typed = text(value);
  if (!typed) return '';
  const host = typed
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/.test(
    host,
  )
    ? host
    : '';
}
