export declare const MAX_UPLOAD_BYTES: number;
export declare const MAX_BACK_OFFICE_BODY_BYTES: number;
