import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import DevelopersPage from '../../src/pages/developers/DevelopersPage';
import { WEBHOOK_EVENTS } from '../../src/pages/developers/webhookCatalogue';
import { renderPage } from '../support/renderPage';

/** The catalogue as the schema describes it: each WebhookEventType value's description opens with its `dotted.name`. */
function schemaCatalogue(): string[] {
  const sdl = fs.readFileSync(path.join(__dirname, '../../../schema/webhooks.graphql'), 'utf8');
  const enumType = parse(sdl).definitions.find(
    (d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'WebhookEventType',
  );
  if (!enumType) throw new Error('schema/webhooks.graphql has no enum WebhookEventType');
  return (enumType.values ?? [])
    .filter((value) => value.name.value !== 'ALL')
    .map((value) => /^`([a-z_.]+)`/.exec(value.description?.value ?? '')?.[1] ?? `(undescribed ${value.name.value})`);
}

describe('/developers', () => {
  it("shows every event of the schema's webhook catalogue, in its order, and no other", () => {
    expect(WEBHOOK_EVENTS.map((event) => event.type)).toEqual(schemaCatalogue());
    // The GraphQL enum name of each dotted type, as the server spells it (match.score_updated -> MATCH_SCORE_UPDATED).
    const sdl = fs.readFileSync(path.join(__dirname, '../../../schema/webhooks.graphql'), 'utf8');
    for (const event of WEBHOOK_EVENTS) expect(sdl).toContain(event.type.replace('.', '_').toUpperCase());
  });

  it('renders how to get a token, the catalogue with an example body per event, verification and rate limits', async () => {
    await renderPage(DevelopersPage, '/developers');
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeTruthy();
    for (const name of ['API tokens', 'Webhooks', 'Verifying signatures', 'Rate limits'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/user-dashboard');

    for (const event of WEBHOOK_EVENTS) {
      const body = screen.getByLabelText(`Example ${event.type} body`);
      const parsed = JSON.parse(body.textContent ?? '');
      expect(parsed).toEqual({ type: event.type, timestamp: expect.any(String), data: event.data });
    }
    expect(screen.getByLabelText('Verification example').textContent).toContain("from 'standardwebhooks'");
    const headers = screen.getByLabelText('Rate limit headers').textContent ?? '';
    expect(headers).toContain('RateLimit-Limit: 600');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  });
});
