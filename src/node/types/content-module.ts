import type { ContentRule, CrossFileRule, FieldRules } from "../content-rules";

export type { ContentNode, ContentRule, CrossFileRule, RuleContext } from "../content-rules";

/**
 * A concern's contribution to the content schema: its SDL (types, fields and their descriptions) and the rules
 * that SDL cannot express, all built from the helpers in src/node/content-rules.ts.
 */
export interface ContentModule {
  typeDefs: string;
  /** Per-field rules by `Type.field`: closed sets, text shapes, list lengths with a reason. */
  fields?: FieldRules;
  /** Rules across the fields of one node, by node type. */
  rules?: Record<string, ContentRule>;
  /** Fields that together identify a node of the type; no two nodes may share them. */
  unique?: Record<string, readonly string[]>;
  /** Rules across files: what one file says must agree with the facts another holds. */
  across?: readonly CrossFileRule[];
}
