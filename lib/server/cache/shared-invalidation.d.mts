export declare function tagExpiredAt(tag: string): number;
export declare function onTagsExpired(listener: (tags: string[], at: number) => void): void;
export declare function expireTags(tags: string[]): Promise<void>;
export declare function shareExpiredTags(tags: string[]): Promise<void>;
export declare function startSharedInvalidation(): Promise<void>;
export declare function stopSharedInvalidation(): Promise<void>;
export declare function applySecondExpiriesNowForTests(): void;
