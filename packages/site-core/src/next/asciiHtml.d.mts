export declare function asciiHtml(html: string): string;
