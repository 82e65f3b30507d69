import type { JobDefinition } from '../core/jobs';
import { matchReportJobs } from '../match-reports';
import { webhooksJobs } from '../webhooks';

/** Every domain's background job kinds (core/jobs.ts runs them): add a domain's definitions here. */
export const jobDefinitions: JobDefinition[] = [...webhooksJobs, ...matchReportJobs];
