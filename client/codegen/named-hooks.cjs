/**
 * named-hooks: a graphql-codegen plugin of our own that emits one typed React hook per named
 * operation, over Apollo Client 4's hooks from '@apollo/client/react'.
 *
 * Why: typescript-react-apollo generates Apollo-3-style hooks that do not type-check against
 * Apollo Client 4 (dotansimha/graphql-code-generator#10425). The client preset already generates
 * a TypedDocumentNode per operation (`<Name>Document`) with its result and variables types
 * (`<Name>Query`, `<Name>QueryVariables`, ...). This plugin only adds thin, typed wrappers:
 *
 *   query LeaguePage        -> useLeaguePageQuery(options), useLeaguePageLazyQuery(options)
 *   mutation PostComment    -> usePostCommentMutation(options)
 *   subscription CommentWall -> useCommentWallSubscription(options)
 *
 * `options` is required exactly when the operation has a required variable (non-null, no default),
 * so a missing `variables` object is a compile error at the call site.
 *
 * Configuration (codegen.yml, next to the client preset output):
 *   client/src/gql/hooks.ts:
 *     documents: "client/src/**\/*.{ts,tsx}"
 *     plugins: [ "./client/codegen/named-hooks.cjs" ]
 *     config:
 *       documentsModule: "./graphql"   # where the client preset wrote graphql.ts (default)
 *
 * Names are built with the same naming helpers as the client preset (visitor-plugin-common), and
 * the preset's `namingConvention`, `dedupeOperationSuffix` and `omitOperationSuffix` options are
 * honoured when repeated here, so the imported names always match what graphql.ts exports.
 */
'use strict';

const { Kind } = require('graphql');
const { convertFactory } = require('@graphql-codegen/visitor-plugin-common');

const HOOK_SOURCE = '@apollo/client/react';

/** @param {string} operation query | mutation | subscription */
function pascal(operation) {
  return operation.charAt(0).toUpperCase() + operation.slice(1);
}

/**
 * The suffix typescript-operations appends to an operation's type names
 * (`FeaturedGames` + `Query`), with the same dedupe/omit rules.
 */
function operationSuffix(config, name, operation) {
  const suffix = pascal(operation);
  if (config.omitOperationSuffix) return '';
  if (config.dedupeOperationSuffix && name.toLowerCase().endsWith(operation)) return '';
  return suffix;
}

function hasRequiredVariables(node) {
  return (node.variableDefinitions ?? []).some((v) => v.type.kind === Kind.NON_NULL_TYPE && v.defaultValue == null);
}

/** Every named operation across the documents, in a stable order, checked for duplicates. */
function collectOperations(documents) {
  const byName = new Map();
  for (const file of documents) {
    if (!file.document) continue;
    for (const def of file.document.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!def.name) {
        throw new Error(`named-hooks: an anonymous ${def.operation} in ${file.location} cannot get a hook; give it a name.`);
      }
      const name = def.name.value;
      if (byName.has(name)) {
        throw new Error(`named-hooks: operation name "${name}" is used twice (${byName.get(name).location} and ${file.location}).`);
      }
      byName.set(name, { node: def, location: file.location });
    }
  }
  return [...byName.values()].sort((a, b) => a.node.name.value.localeCompare(b.node.name.value));
}

function renderOperation(convert, config, { node }) {
  const rawName = node.name.value;
  const suffix = operationSuffix(config, rawName, node.operation);
  const resultType = convert(node, { suffix });
  const variablesType = convert(node, { suffix: `${suffix}Variables` });
  const documentName = convert(node, { suffix: 'Document', useTypesPrefix: false });
  const hookBase = convert(node, { suffix, useTypesPrefix: false });
  const required = hasRequiredVariables(node);
  const opt = required ? 'options' : 'options?';
  const doc = `/** Runs the \`${rawName}\` ${node.operation} (typed from the schema). */`;

  const types = [resultType, variablesType];
  const lines = [];

  if (node.operation === 'query') {
    lines.push(
      `export type ${hookBase}HookOptions = Omit<useQuery.Options<${resultType}, ${variablesType}>, 'returnPartialData'>;`,
      `export type ${hookBase}HookResult = useQuery.Result<${resultType}, ${variablesType}, 'empty' | 'complete' | 'streaming'>;`,
      doc,
      `export function use${hookBase}(${opt}: ${hookBase}HookOptions | SkipToken): ${hookBase}HookResult {`,
      `  return useQuery(${documentName}, options as useQuery.Options<${resultType}, ${variablesType}>) as ${hookBase}HookResult;`,
      `}`,
      `export type ${hookBase}LazyHookOptions = Omit<useLazyQuery.Options<${resultType}, ${variablesType}>, 'returnPartialData'>;`,
      `export type ${hookBase}LazyHookResult = useLazyQuery.ResultTuple<${resultType}, ${variablesType}, 'empty' | 'complete' | 'streaming'>;`,
      `/** Lazily runs the \`${rawName}\` query: call the returned execute function with its variables. */`,
      `export function use${convert(node, { suffix: `Lazy${suffix}`, useTypesPrefix: false })}(options?: ${hookBase}LazyHookOptions): ${hookBase}LazyHookResult {`,
      `  return useLazyQuery(${documentName}, options) as ${hookBase}LazyHookResult;`,
      `}`,
    );
  } else if (node.operation === 'mutation') {
    lines.push(
      `export type ${hookBase}HookOptions = useMutation.Options<${resultType}, ${variablesType}>;`,
      `export type ${hookBase}HookResult = useMutation.ResultTuple<${resultType}, ${variablesType}>;`,
      doc,
      `export function use${hookBase}(options?: ${hookBase}HookOptions): ${hookBase}HookResult {`,
      `  return useMutation(${documentName}, options) as ${hookBase}HookResult;`,
      `}`,
    );
  } else {
    lines.push(
      `export type ${hookBase}HookOptions = useSubscription.Options<${resultType}, ${variablesType}>;`,
      `export type ${hookBase}HookResult = useSubscription.Result<${resultType}>;`,
      doc,
      `export function use${hookBase}(${opt}: ${hookBase}HookOptions | SkipToken): ${hookBase}HookResult {`,
      `  return useSubscription(${documentName}, options as ${hookBase}HookOptions);`,
      `}`,
    );
  }
  return { code: lines.join('\n'), documentName, types, operation: node.operation };
}

module.exports = {
  plugin(_schema, documents, config) {
    const convert = convertFactory(config);
    const operations = collectOperations(documents).map((op) => renderOperation(convert, config, op));
    const documentsModule = config.documentsModule ?? './graphql';

    if (operations.length === 0) {
      return '// No named operations in the documents yet.\nexport {};\n';
    }

    const used = new Set(operations.map((o) => o.operation));
    const hookImports = [];
    if (used.has('query')) hookImports.push('useQuery', 'useLazyQuery');
    if (used.has('mutation')) hookImports.push('useMutation');
    if (used.has('subscription')) hookImports.push('useSubscription');
    if (used.has('query') || used.has('subscription')) hookImports.push('type SkipToken');

    const valueImports = operations.map((o) => o.documentName);
    const typeImports = operations.flatMap((o) => o.types.map((t) => `type ${t}`));

    return {
      prepend: [
        `import { ${hookImports.join(', ')} } from '${HOOK_SOURCE}';`,
        `import { ${[...valueImports, ...typeImports].join(', ')} } from '${documentsModule}';`,
        '',
      ],
      content: operations.map((o) => o.code).join('\n\n') + '\n',
    };
  },

  validate(_schema, _documents, _config, outputFile) {
    if (!/\.tsx?$/.test(outputFile)) {
      throw new Error(`named-hooks: the output must be a .ts file, got ${outputFile}`);
    }
  },
};
