import { z } from 'zod';
import { procedure } from './define';

/** A JWT's three base64url parts; Firebase ID tokens are about 1 KB. */
const idTokenSchema = z
  .string()
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/);

export const sessionProcedures = {
  /**
   * The signed-in user's Firebase ID token (null: nobody is signed in), for the calls main
   * makes on its own: bulk sync and the backend send. The renderer sends it again whenever it
   * changes, so main's copy is refreshed before it expires. Answers whether it was kept.
   */
  'session.setIdToken': procedure(
    z.object({ token: idTokenSchema.nullable() }).strict(),
    z.boolean(),
  ),
};
