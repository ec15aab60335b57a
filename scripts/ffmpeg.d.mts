export declare function findOnPath(name: string): string | undefined;
export declare function ensureFfmpeg(options?: { withFfprobe?: boolean }): boolean;
