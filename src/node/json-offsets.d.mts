/** Where each value of a JSON text starts, by its path (JSON.stringify of the keys and indexes). */
export declare const valueOffsets: (text: string) => Map<string, number>;
