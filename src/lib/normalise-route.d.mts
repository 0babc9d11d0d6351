export declare const normaliseRoute: (route: string) => string;
