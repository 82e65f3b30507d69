/** A generated document's text as Apollo sends it (client/vite.config.ts, graphqlDocumentImports). */
declare module 'virtual:clutch-gql/text/*' {
  const text: string;
  export default text;
}
