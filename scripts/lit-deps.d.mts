export declare const litDeps: string[];
