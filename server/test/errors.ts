import { randomUUID } from 'node:crypto';
import type { GraphQLResult } from './harness';

/** Exactly one GraphQL error, with this code (never INTERNAL_SERVER_ERROR) and this exact message, and no data. */
export function expectGraphQLError(res: GraphQLResult, code: string, message: string) {
  expect(res.errors).toHaveLength(1);
  expect({ code: res.errors![0].extensions?.code, message: res.errors![0].message }).toEqual({ code, message });
  expect(code).not.toBe('INTERNAL_SERVER_ERROR');
}

/** A REST error: this HTTP status and the facade's `{ error: { code, message } }` shape. */
export function expectRestError(res: { status: number; body: any }, status: number, code: string, message: string) {
  expect({ status: res.status, code: res.body?.error?.code, message: res.body?.error?.message }).toEqual({ status, code, message });
}

/** How a read by id or name misses: NOT_FOUND with `message` for an unknown id (a fresh UUID) and for `unknownName`. */
export async function expectUnknownIdAndNameNotFound(read: (param: string) => Promise<GraphQLResult<any>>, unknownName: string, message: string) {
  for (const param of [randomUUID(), unknownName]) expectGraphQLError(await read(param), 'NOT_FOUND', message);
}

/**
 * The failing reads of a page read by id or name (`what`: organizer, team): NOT_FOUND for an unknown id and for
 * `unknownName`, BAD_USER_INPUT with `required` for a blank parameter (`readBlank` sends one).
 */
export function describeFailingIdOrNameReads(
  what: string,
  reads: { read(param: string): Promise<GraphQLResult<any>>; readBlank(): Promise<GraphQLResult<any>>; unknownName: string; notFound: string; required: string },
) {
  describe(`failing ${what} reads`, () => {
    it('answers NOT_FOUND for an unknown id and an unknown name', () => expectUnknownIdAndNameNotFound(reads.read, reads.unknownName, reads.notFound));

    it('answers BAD_USER_INPUT for an empty parameter', async () => {
      expectGraphQLError(await reads.readBlank(), 'BAD_USER_INPUT', reads.required);
    });
  });
}
