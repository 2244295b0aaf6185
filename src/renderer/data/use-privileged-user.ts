import { hasClaim } from '../../shared/auth/claims';
import { useCurrentUser } from './provider';
import { useConsoleConfig } from './use-console-config';

/**
 * Whether the signed-in user holds the project's privileged claim (config/console, `admin`
 * by default): the one place the UI decides it (the product panel, admin-only fields, CSV
 * import and export, 'Apagar'). A convenience for what the UI offers: the rules are the gate.
 */
export function usePrivilegedUser(): boolean {
  const user = useCurrentUser();
  const { privilegedClaim } = useConsoleConfig();
  return user !== null && hasClaim(user.claims, privilegedClaim);
}
