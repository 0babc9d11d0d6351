export declare const MAX_FAQ_QUESTIONS: number;
