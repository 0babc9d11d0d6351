/**
 * A concern's contribution to the GraphQL schema: its SDL and the content rules
 * that SDL cannot express (counts, cross-references). Rules return one message
 * per problem; the validator prefixes each with the file it came from.
 */
export interface ContentNode {
  [field: string]: unknown;
}

export interface RuleContext {
  /** Paths of every page the build creates, for link checks. */
  routes: ReadonlySet<string>;
}

export type ContentRule = (node: ContentNode, context: RuleContext) => string[];

export interface ContentModule {
  typeDefs: string;
  rules?: Record<string, ContentRule>;
}
