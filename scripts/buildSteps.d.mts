export declare const BUILD_STEPS: ReadonlyArray<{ name: string; args: string[] }>;
export declare function buildWithProgress(options?: {
  runStep?: (args: string[]) => Promise<number>;
  say?: (line: string) => void;
  now?: () => number;
}): Promise<number>;
