import { observeDomainEvents } from '../core/domain-events';
import { webhooksOutbox } from '../webhooks';

/** Every domain event passes the webhooks outbox inside its transaction (issue 28 item 1). Imported by every door's assembly. */
observeDomainEvents(webhooksOutbox);
