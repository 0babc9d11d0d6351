export declare function moduleOrder(srcDir: string): string[];
export declare const styleIndex: (order: string[]) => string;
