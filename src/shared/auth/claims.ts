/**
 * The custom claims the console knows. A Firebase user carries them on its ID token; the
 * local operator of the embedded profile has every one of them set to true.
 */
export const knownClaims = [
  /** Administrator (spec 02 §6): sees admin-only fields and payment options. */
  'admin',
  /** Console staff: firebase/firestore.rules (isStaff) let only them read or write data. */
  'staff',
] as const;

export type KnownClaim = (typeof knownClaims)[number];

/** The claim without which a signed-in account reads nothing (the rules' isStaff()). */
export const STAFF_CLAIM: KnownClaim = 'staff';

/** Every known claim set to true: the local operator's claims. */
export function allClaimsGranted(): Record<KnownClaim, true> {
  return Object.fromEntries(knownClaims.map((claim) => [claim, true])) as Record<KnownClaim, true>;
}

/** True only when the claim is literally `true`, as Firebase custom claims are compared. */
export function hasClaim(claims: Readonly<Record<string, unknown>>, claim: string): boolean {
  return claims[claim] === true;
}
