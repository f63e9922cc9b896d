export declare const notFoundAttribute: 'data-page-status';
export declare const notFoundMarker: string;
export declare const goneMarker: string;
