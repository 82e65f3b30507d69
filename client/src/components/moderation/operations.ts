import { graphql } from '../../gql';

/** The client's moderation operations (schema/moderation.graphql). */

/** Reports and audit entries shown first, and added by each Load More (the server's default page, at most 100). */
export const MODERATION_PAGE_SIZE = 50;

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
  query ModerationQueue($organizerId: ID, $first: Int, $after: String) {
    moderationQueue(organizerId: $organizerId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ModerationQueue_report
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
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
  query ModerationAudit($organizerId: ID, $first: Int, $after: String) {
    moderationAudit(organizerId: $organizerId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...AuditList_entry
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
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
