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
