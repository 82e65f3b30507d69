import { graphql } from '../../gql';

/** The client's moderation operations (schema/moderation.graphql). */

export const reportContentMutation = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      id
      status
    }
  }
`);

export const moderationScopeQuery = graphql(`
  query ModerationScope {
    moderationScope {
      siteModerator
      organizers {
        id
        name
      }
    }
  }
`);

export const moderationQueueQuery = graphql(`
  query ModerationQueue($organizerId: ID) {
    moderationQueue(organizerId: $organizerId) {
      ...ModerationQueue_report
    }
  }
`);

export const moderationQueueChangedSubscription = graphql(`
  subscription ModerationQueueChanged($organizerId: ID) {
    moderationQueueChanged(organizerId: $organizerId) {
      kind
      report {
        ...ModerationQueue_report
      }
    }
  }
`);

export const actOnReportMutation = graphql(`
  mutation ActOnReport($input: ActOnReportInput!) {
    actOnReport(input: $input) {
      ...AuditList_entry
    }
  }
`);

export const moderationAuditQuery = graphql(`
  query ModerationAudit($organizerId: ID) {
    moderationAudit(organizerId: $organizerId) {
      ...AuditList_entry
    }
  }
`);

export const moderationFiltersQuery = graphql(`
  query ModerationFilters($organizerId: ID!) {
    moderationFilters(organizerId: $organizerId) {
      organizerId
      words
      mode
    }
  }
`);

export const updateModerationFiltersMutation = graphql(`
  mutation UpdateModerationFilters($input: UpdateModerationFiltersInput!) {
    updateModerationFilters(input: $input) {
      organizerId
      words
      mode
    }
  }
`);
