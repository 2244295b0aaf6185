import type { z } from 'zod';
import type { RouteAnswer, RouteContext, RouteInfo } from './types';

export interface RouteDef extends RouteInfo {
  /** Query parameters that must be present and non-empty (else 400). */
  requiredQuery?: readonly string[];
  /**
   * POST routes: the documented body shape. 'any-json' accepts any JSON or no body at all
   * (the spec does not show the body); a schema requires a JSON body that parses.
   */
  body?: z.ZodType | 'any-json';
  handle(ctx: RouteContext): RouteAnswer;
}
