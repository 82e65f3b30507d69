import type { GraphQLResult } from './harness';

/**
 * The successful reads of a row read by id or by name (/user/{param}, /team/{param}, ...): every parameter in
 * `params` answers without errors and with exactly `expected` (the whole data, root field included).
 */
export async function expectEveryParamFinds(read: (param: string) => Promise<GraphQLResult<any>>, params: string[], expected: unknown) {
  for (const param of params) {
    const res = await read(param);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual(expected);
  }
}
