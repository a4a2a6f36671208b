export declare const SYSTEM_CHROMIUM: string;
export declare function chromiumExecutablePath(): string | undefined;
