export interface KnownWarning {
  id: string;
  when: ("install" | "start" | "build")[];
  pattern: RegExp;
}
export declare const KNOWN_WARNINGS: KnownWarning[];
export declare const WARNING_LINE: RegExp;
export declare function warningsIn(
  output: string,
  when: "install" | "start" | "build",
): { line: string; known: KnownWarning | undefined }[];
export declare const withoutColours: (output: string) => string;
export declare function warningReport(found: ReturnType<typeof warningsIn>): { summary: string; unknown: string[] };
export declare const startNodeVersion: (output: string) => string | undefined;
