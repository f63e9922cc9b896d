export declare const pageStyle: string;
export declare const pageScript: string;
export declare const whistleblowingPolicy: string;
