export declare const notFoundAttribute: 'data-page-status';
export declare const notFoundMarker: string;
export declare const goneMarker: string;
export declare const contentRevisionAttribute: 'data-content-revision';
export declare const contentRevisionHeader: 'x-content-revision';
export declare const movedMarker: string;
export declare const movedToAttribute: 'data-moved-to';
export declare function movedLocation(html: string): string | null;
