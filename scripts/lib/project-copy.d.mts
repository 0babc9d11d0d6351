export declare const PROJECT_FILES: readonly string[];
export declare function copyProject(root: string, prefix: string, extra?: string[]): string;
