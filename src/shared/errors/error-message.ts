/**
 * The one way to turn anything thrown into text or an Error. Every layer shows failures to
 * users through these two, so a thrown string, an Error and an odd object read the same.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(errorMessage(value));
}
