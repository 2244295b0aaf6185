import { hasClaim } from '../../../../shared/auth/claims';
import { useCurrentUser } from '../../../data/provider';
import { useConsoleConfig } from '../../../data/use-console-config';

/**
 * Whether the signed-in user holds the project's privileged claim (config/console, `admin`
 * by default), as the product information panel decides it. A convenience for what the UI
 * offers: Firestore's rules are the gate.
 */
export function usePrivilegedUser(): boolean {
  const user = useCurrentUser();
  const { privilegedClaim } = useConsoleConfig();
  return user !== null && hasClaim(user.claims, privilegedClaim);
}
