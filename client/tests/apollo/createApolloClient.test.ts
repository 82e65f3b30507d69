import { ApolloLink, gql } from '@apollo/client';
import { execute } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { createApolloClient, createAuthLink, graphqlWsUrl } from '../../src/apollo/createApolloClient';

const QUERY = gql`
  query Ping {
    ok
  }
`;

/** Runs one operation through `link` and returns the headers the terminating link saw. */
function headersSentThrough(link: ApolloLink): Promise<Record<string, string> | undefined> {
  return new Promise((resolve, reject) => {
    let seen: Record<string, string> | undefined;
    const terminal = new ApolloLink((operation) => {
      seen = operation.getContext().headers;
      return new Observable((observer) => {
        observer.next({ data: { ok: true } });
        observer.complete();
      });
    });
    const client = createApolloClient({ getAccessToken: () => null, wsUrl: 'ws://localhost/graphql' }).client;
    execute(link.concat(terminal), { query: QUERY }, { client }).subscribe({
      complete: () => resolve(seen),
      error: reject,
    });
  });
}

describe('auth link', () => {
  it('sends Authorization: Bearer <access_token> when a session exists', async () => {
    const headers = await headersSentThrough(createAuthLink(async () => 'tok-123'));
    expect(headers).toEqual({ authorization: 'Bearer tok-123' });
  });

  it('sends no Authorization header for a visitor', async () => {
    const headers = await headersSentThrough(createAuthLink(() => null));
    expect(headers?.authorization).toBeUndefined();
  });

  it('reads the token per request, so a refreshed token is used at once', async () => {
    let token = 'old';
    const link = createAuthLink(() => token);
    expect((await headersSentThrough(link))?.authorization).toBe('Bearer old');
    token = 'new';
    expect((await headersSentThrough(link))?.authorization).toBe('Bearer new');
  });
});

describe('graphqlWsUrl', () => {
  it('uses ws for http and wss for https on the same host', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl({ protocol: 'https:', host: 'clutch.gg' })).toBe('wss://clutch.gg/graphql');
  });
});
