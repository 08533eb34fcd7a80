export declare function collapsedPageUrl(url: string): string | null;
