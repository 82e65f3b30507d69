import { Messages } from '../src/core/messages';
import { expectGraphQLError } from './errors';
import type { GraphQLResult } from './harness';

/** One write of an authorization matrix: who may do it, and the refusal each other actor gets. */
export interface MatrixAction<Actor extends string, Fresh> {
  name: string;
  run(fresh: Fresh, token?: string): Promise<GraphQLResult>;
  allowed: Actor[];
  /** The refusal each other actor gets (anonymous always gets UNAUTHENTICATED). */
  refusal(actor: Actor): [code: string, message: string];
}

/**
 * Every write x every actor, each on a fresh subject: an allowed actor's write answers without errors; a refused
 * one gets exactly its error (anonymous: UNAUTHENTICATED) and changes none of the subject's rows.
 */
export function describeAuthorizationMatrix<Actor extends string, Fresh>(
  title: string,
  matrix: {
    actors: Actor[];
    actions: MatrixAction<Actor, Fresh>[];
    tokenOf(actor: Actor): string | undefined;
    fresh(): Promise<Fresh>;
    rows(fresh: Fresh): Promise<unknown>;
  },
): void {
  describe(title, () => {
    for (const action of matrix.actions) {
      for (const actor of matrix.actors) {
        const allowed = action.allowed.includes(actor);
        it(`${action.name} by ${actor}: ${allowed ? 'allowed' : 'refused, changing no row'}`, async () => {
          const fresh = await matrix.fresh();
          const before = await matrix.rows(fresh);
          const res = await action.run(fresh, matrix.tokenOf(actor));
          if (allowed) {
            expect(res.errors).toBeUndefined();
            return;
          }
          const [code, message] = actor === 'anonymous' ? ['UNAUTHENTICATED', Messages.unauthenticated] : action.refusal(actor);
          expectGraphQLError(res, code, message);
          expect(await matrix.rows(fresh)).toEqual(before);
        });
      }
    }
  });
}
