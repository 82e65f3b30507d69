import type { JobDefinition } from '../core/jobs';

/** Every domain's background job kinds (core/jobs.ts runs them): add a domain's definitions here. */
export const jobDefinitions: JobDefinition[] = [];
