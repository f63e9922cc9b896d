export declare const databaseUrlTemplate: string | undefined;
export declare function databaseUrlFor(market: string): string | undefined;
