export declare function chromeExecutablePath(): string | undefined;
export declare function requireChromeExecutablePath(): string;
export declare const chromeArgs: string[];
