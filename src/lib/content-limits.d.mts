export declare const MAX_FAQ_QUESTIONS: number;
export declare const HERO_WORDS_MAX: number;
