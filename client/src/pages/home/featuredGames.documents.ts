import { graphql } from '../../gql';

export const FeaturedGamesDocument = graphql(`
  query FeaturedGames {
    games {
      id
      title
      image
    }
  }
`);
