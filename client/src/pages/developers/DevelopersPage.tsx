import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './Developers.module.css';
import { exampleBody, WEBHOOK_EVENTS } from './webhookCatalogue';

/** The default of API_RATE_LIMIT_PER_MINUTE (README, Settings). */
const RATE_LIMIT_PER_MINUTE = 600;

const SCOPES: Array<[string, string]> = [
  ['read', 'Queries, subscriptions and every GET call.'],
  ['write:matches', 'Schedule, report, finalize and correct matches.'],
  ['write:teams', 'Create and manage teams, and enter them in ladders and tournaments.'],
  ['admin:organizer', 'Manage organizers, their staff, ladders, tournaments and webhooks.'],
];

const CURL = `curl https://clutch.example/graphql \\
  -H "Authorization: Bearer clutch_pat_…" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ viewer { userName } }"}'`;

const VERIFY = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.CLUTCH_WEBHOOK_SECRET); // whsec_…
const app = express();

// The raw body: a re-serialized JSON body no longer matches its signature.
app.post('/clutch', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    const event = webhook.verify(req.body, {
      'webhook-id': req.header('webhook-id'),
      'webhook-timestamp': req.header('webhook-timestamp'),
      'webhook-signature': req.header('webhook-signature'),
    });
    // Deliveries may repeat: dedupe on webhook-id.
    handle(event.type, event.data);
    res.sendStatus(204);
  } catch {
    res.sendStatus(400);
  }
});`;

const RATE_HEADERS = `HTTP/1.1 200 OK
RateLimit-Limit: ${RATE_LIMIT_PER_MINUTE}
RateLimit-Remaining: 598
RateLimit-Reset: 41`;

/** /developers: tokens, webhooks (the catalogue with example bodies), signature verification and rate limits (issue 28). */
export default function DevelopersPage() {
  usePageTitle('Developers');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Developers</h1>
      <p className={styles.lead}>
        Build stream overlays, bots and stats sites on Clutch: a typed GraphQL API with live subscriptions at <code>/graphql</code> (open it
        in a browser for the Sandbox), a REST facade under <code>/api</code>, and signed webhooks so you never have to poll.
      </p>
      <nav className={styles.toc} aria-label="On this page">
        <a href="#tokens">API tokens</a>
        <a href="#webhooks">Webhooks</a>
        <a href="#verify">Verifying signatures</a>
        <a href="#rate-limits">Rate limits</a>
      </nav>

      <section id="tokens" className={styles.section} aria-labelledby="dev-tokens">
        <h2 id="dev-tokens">API tokens</h2>
        <ol className={styles.steps}>
          <li>
            Open <Link to="/user-dashboard">My Account</Link> and press <strong>Create Token</strong>.
          </li>
          <li>Name it, choose its scopes and when it expires (at most a year).</li>
          <li>
            Copy the token (it starts with <code>clutch_pat_</code>): it is shown once. Revoke it there whenever you like.
          </li>
        </ol>
        <p>
          Send it as <code>Authorization: Bearer &lt;token&gt;</code> on <code>/graphql</code> (for WebSocket subscriptions, as the{' '}
          <code>authorization</code> connection parameter) and on <code>/api</code>. A token acts as you, within its scopes; a revoked or
          expired one is answered 401, a call outside its scopes 403. Tokens cannot manage tokens or your account.
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Scope</th>
              <th scope="col">Allows</th>
            </tr>
          </thead>
          <tbody>
            {SCOPES.map(([scope, allows]) => (
              <tr key={scope}>
                <td>
                  <code>{scope}</code>
                </td>
                <td>{allows}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <pre className={styles.code} aria-label="Example request">
          <code>{CURL}</code>
        </pre>
      </section>

      <section id="webhooks" className={styles.section} aria-labelledby="dev-webhooks">
        <h2 id="dev-webhooks">Webhooks</h2>
        <p>
          An organizer&apos;s owner or super admin registers endpoints in the League Manager or with{' '}
          <code>POST api/organizer/create-webhook</code>, choosing events from the catalogue below or <code>*</code> for all. Each endpoint
          has its own secret (<code>whsec_…</code>), shown once and rotatable: for a day after a rotation, deliveries carry both signatures.
        </p>
        <p>
          Every delivery is a <code>POST</code> with a JSON body <code>{'{ type, timestamp, data }'}</code> and the Standard Webhooks
          headers <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>. Answer 2xx quickly; failures
          are retried with exponential back-off for 24 hours, then the endpoint is disabled and its owner told.
        </p>
        <div className={styles.events}>
          {WEBHOOK_EVENTS.map((event) => (
            <details key={event.type} className={styles.event}>
              <summary>
                <code>{event.type}</code> <span className={styles.summary}>{event.summary}</span>
              </summary>
              <pre className={styles.code} aria-label={`Example ${event.type} body`}>
                <code>{exampleBody(event)}</code>
              </pre>
            </details>
          ))}
        </div>
      </section>

      <section id="verify" className={styles.section} aria-labelledby="dev-verify">
        <h2 id="dev-verify">Verifying signatures</h2>
        <p>
          The signature is an HMAC-SHA256 of <code>id.timestamp.body</code> with your secret. Any{' '}
          <a href="https://www.standardwebhooks.com/" rel="noreferrer" target="_blank">
            Standard Webhooks
          </a>{' '}
          library checks it, and refuses timestamps more than five minutes off. In Node.js, with <code>npm i standardwebhooks</code>:
        </p>
        <pre className={styles.code} aria-label="Verification example">
          <code>{VERIFY}</code>
        </pre>
      </section>

      <section id="rate-limits" className={styles.section} aria-labelledby="dev-rate-limits">
        <h2 id="dev-rate-limits">Rate limits</h2>
        <p>
          {RATE_LIMIT_PER_MINUTE} requests a minute per token, per signed-in session, or per address for guests, across{' '}
          <code>/graphql</code> and <code>/api</code>. Every answer says where you stand; past the limit you get{' '}
          <code>429 Too Many Requests</code> with <code>Retry-After</code> (seconds) and the error code <code>TOO_MANY_REQUESTS</code>.
          Prefer subscriptions and webhooks to polling: live updates cost no requests.
        </p>
        <pre className={styles.code} aria-label="Rate limit headers">
          <code>{RATE_HEADERS}</code>
        </pre>
      </section>
    </div>
  );
}
