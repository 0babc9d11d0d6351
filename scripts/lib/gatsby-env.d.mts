export declare const gatsbyEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
