export declare const deferredScriptAttribute: string;
export declare const afterPaintLoader: string;
export declare function deferScriptsUntilPaint(html: string): string;
export declare class UnexpectedScriptMarkup extends Error {
  constructor(what: string);
}
