import { texts } from '../texts/pt-BR';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a service base URL is refused, in pt-BR, or null when it is fine. Requests to these
 * URLs carry the user's ID token, so the token never travels in clear text to another
 * machine (https, except for loopback) and a URL never smuggles credentials (`user:pass@`).
 */
export function baseUrlProblem(value: string): string | null {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return texts.profile.urlInvalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return texts.profile.urlInvalid;
  }
  if (url.username || url.password) return texts.profile.urlCredentials;
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return texts.profile.urlNeedsHttps;
  }
  return null;
}
